#include "vision/label_payload.h"

#include <cstdint>

namespace nc::vision {

namespace {
constexpr std::uint32_t kCodeSpace = 36u * 36u * 36u * 36u;
constexpr char kDigits[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

bool isCodeChar(char c) { return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z'); }

std::optional<LabelKind> kindFromLetter(char c)
{
    switch (c) {
    case 'P': return LabelKind::ProgressCard;
    case 'E': return LabelKind::EventCard;
    case 'N': return LabelKind::NationSide;
    default: return std::nullopt;
    }
}
} // namespace

std::string labelCode(std::string_view catalogId)
{
    std::uint32_t h = 2166136261u; // FNV-1a offset basis
    for (unsigned char c : catalogId) {
        h ^= c;
        h *= 16777619u; // FNV prime
    }
    std::uint32_t v = h % kCodeSpace;
    std::string code(4, '0');
    for (int i = 3; i >= 0; --i) {
        code[std::size_t(i)] = kDigits[v % 36];
        v /= 36;
    }
    return code;
}

char labelKindLetter(LabelKind kind)
{
    switch (kind) {
    case LabelKind::ProgressCard: return 'P';
    case LabelKind::EventCard: return 'E';
    case LabelKind::NationSide: return 'N';
    }
    return '?';
}

const char *labelKindName(LabelKind kind)
{
    switch (kind) {
    case LabelKind::ProgressCard: return "progress card";
    case LabelKind::EventCard: return "event card";
    case LabelKind::NationSide: return "nation side";
    }
    return "?";
}

std::string encodeLabelPayload(LabelKind kind, std::string_view catalogId)
{
    return "NC" + std::to_string(kLabelPayloadVersion) + ":" + labelKindLetter(kind) + ":" + labelCode(catalogId);
}

LabelPayload parseLabelPayload(std::string_view text)
{
    LabelPayload out;
    if (text.size() < 3 || text.substr(0, 2) != "NC" || !(text[2] >= '0' && text[2] <= '9')) {
        out.status = PayloadStatus::Foreign;
        out.message = "not a Nations Companion label (a foreign code)";
        return out;
    }
    std::size_t colon = text.find(':');
    if (colon == std::string_view::npos) {
        out.status = PayloadStatus::Foreign;
        out.message = "not a Nations Companion label (a foreign code)";
        return out;
    }
    const std::string_view version = text.substr(2, colon - 2);
    for (char c : version) {
        if (c < '0' || c > '9') {
            out.status = PayloadStatus::Foreign;
            out.message = "not a Nations Companion label (a foreign code)";
            return out;
        }
    }
    if (version != std::to_string(kLabelPayloadVersion)) {
        out.status = PayloadStatus::UnsupportedVersion;
        out.message = "a Nations Companion label of format version " + std::string(version) +
                      "; this app reads version " + std::to_string(kLabelPayloadVersion) +
                      " (print the labels again with this app)";
        return out;
    }
    const std::string_view rest = text.substr(colon + 1);
    if (rest.size() != 6 || rest[1] != ':') {
        out.status = PayloadStatus::Malformed;
        out.message = "a damaged Nations Companion label (expected NC1:<kind>:<code>)";
        return out;
    }
    const auto kind = kindFromLetter(rest[0]);
    const std::string_view code = rest.substr(2);
    bool codeOk = true;
    for (char c : code)
        codeOk = codeOk && isCodeChar(c);
    if (!kind || !codeOk) {
        out.status = PayloadStatus::Malformed;
        out.message = "a damaged Nations Companion label (unknown kind or code)";
        return out;
    }
    out.status = PayloadStatus::Ours;
    out.kind = *kind;
    out.code = std::string(code);
    return out;
}

} // namespace nc::vision
