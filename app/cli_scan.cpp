#include "cli_scan.h"

#include <cmath>
#include <iostream>

#include "embedded_catalog.h"
#include "vision/image_io.h"

namespace nc::app {

using nc::vision::LabelKind;
using nc::vision::PayloadStatus;

const char *const kScanUsage =
    "       nations-companion scan IMAGE...   (label codes in photos, with the cards they name, as JSON;\n"
    "                                          exit 1 if an image could not be read, docs/labels.md)\n";

namespace {

const char *kindKey(LabelKind k)
{
    switch (k) {
    case LabelKind::ProgressCard: return "progress_card";
    case LabelKind::EventCard: return "event_card";
    case LabelKind::NationSide: return "nation_side";
    }
    return "?";
}

const char *statusKey(const LabelMatch &m)
{
    switch (m.payload.status) {
    case PayloadStatus::Ours: return m.found ? "card" : "unknown_card";
    case PayloadStatus::Foreign: return "foreign";
    case PayloadStatus::UnsupportedVersion: return "unsupported_version";
    case PayloadStatus::Malformed: return "malformed";
    }
    return "?";
}

double round1(float v) { return std::round(double(v) * 10.0) / 10.0; }

nlohmann::ordered_json codeToJson(const nc::vision::Detection &d, const LabelIndex &index)
{
    nlohmann::ordered_json corners = nlohmann::ordered_json::array();
    for (const auto &p : d.corners)
        corners.push_back({round1(p.x), round1(p.y)});
    const LabelMatch m = index.match(d.text);
    nlohmann::ordered_json j = {{"text", d.text},
                        {"symbology", nc::vision::symbologyName(d.symbology)},
                        {"corners", corners},
                        {"via", d.viaWholeFrame ? "whole_frame" : "region"},
                        {"status", statusKey(m)}};
    if (m.found)
        j["card"] = {{"kind", kindKey(m.kind)}, {"id", m.id}, {"name", m.name}, {"set", m.set}};
    else
        j["message"] = m.message;
    return j;
}

} // namespace

nlohmann::ordered_json scanImageToJson(const nc::vision::LabelScanner &scanner, const LabelIndex &index,
                               const std::string &path)
{
    const nc::vision::LoadedImage img = nc::vision::loadGrayImage(path);
    if (!img.ok())
        return {{"path", path}, {"error", img.error}};
    try {
        nlohmann::ordered_json codes = nlohmann::ordered_json::array();
        for (const auto &d : scanner.scan(img.image))
            codes.push_back(codeToJson(d, index));
        return {{"path", path}, {"width", img.image.cols}, {"height", img.image.rows}, {"codes", codes}};
    } catch (const std::exception &e) {
        return {{"path", path}, {"error", std::string("cannot scan: ") + e.what()}};
    }
}

int runScanCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err)
{
    std::vector<std::string> paths;
    for (const auto &a : args) {
        if (a.rfind("-", 0) == 0 && a != "-") {
            err << "nations-companion scan: unexpected option \"" << a << "\"\nusage:\n" << kScanUsage;
            return 2;
        }
        paths.push_back(a);
    }
    if (paths.empty()) {
        err << "nations-companion scan: missing IMAGE\nusage:\n" << kScanUsage;
        return 2;
    }
    try {
        const LabelIndex index(loadEmbeddedCatalog());
        const nc::vision::LabelScanner scanner;
        nlohmann::ordered_json result = nlohmann::ordered_json::array();
        bool allRead = true;
        for (const auto &p : paths) {
            result.push_back(scanImageToJson(scanner, index, p));
            allRead = allRead && !result.back().contains("error");
        }
        // replace: a foreign code may carry bytes that are not UTF-8
        out << result.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << "\n";
        return allRead ? 0 : 1;
    } catch (const std::exception &e) { // the embedded catalog itself is broken
        err << "nations-companion scan: " << e.what() << "\n";
        return 1;
    }
}

} // namespace nc::app
