#pragma once
// The payload of a Nations Companion label code: short, versioned, and naming the app, so that any
// other code (a URL, a product barcode, a ticket) is recognised as foreign.
//
// Format, version 1:   "NC1:" <kind> ":" <code>
//   kind  'P' Progress Card, 'E' Event Card, 'N' nation side
//   code  4 characters [0-9A-Z]: labelCode(id), a hash of the catalog id (FNV-1a 32-bit, mod 36^4)
// Example: "NC1:P:0F3K". All characters are in the QR alphanumeric set and the DataMatrix C40 set, so
// the code stays at the smallest symbol sizes (QR version 1 = 21x21 modules; ZXing 1.4 writes DataMatrix as a
// 32x8 rectangle and offers no shape option). Only the hash is carried;
// the app maps it back to a catalog id with its own index (app/scan/label_index.*), and the catalog tests
// check that no two ids of one kind share a code.

#include <optional>
#include <string>
#include <string_view>

namespace nc::vision {

enum class LabelKind { ProgressCard, EventCard, NationSide };

/// What parseLabelPayload() made of a decoded text.
enum class PayloadStatus {
    Ours,               ///< "NC1:<kind>:<code>", well formed
    Foreign,            ///< not one of ours (does not start with "NC")
    UnsupportedVersion, ///< "NC<n>:" with n != 1: ours, but from a newer (or older) app
    Malformed,          ///< starts like ours but the kind or code is invalid
};

struct LabelPayload {
    PayloadStatus status = PayloadStatus::Foreign;
    LabelKind kind = LabelKind::ProgressCard; ///< valid when status == Ours
    std::string code;                         ///< 4 characters [0-9A-Z], valid when status == Ours
    std::string message;                      ///< for the user, when status != Ours
};

/// Version of the payload format this build writes and reads.
inline constexpr int kLabelPayloadVersion = 1;

/// 4-character code of a catalog id: FNV-1a 32-bit of the id's bytes, mod 36^4, base 36 (0-9A-Z),
/// most significant digit first, zero padded. Deterministic across platforms.
std::string labelCode(std::string_view catalogId);

/// "NC1:P:0F3K" for a Progress Card id, and so on. The id is hashed with labelCode().
std::string encodeLabelPayload(LabelKind kind, std::string_view catalogId);

/// Classifies a decoded text. Never throws; any text gives a status.
LabelPayload parseLabelPayload(std::string_view text);

/// 'P', 'E', 'N'.
char labelKindLetter(LabelKind kind);
/// "progress card", "event card", "nation side" (for messages).
const char *labelKindName(LabelKind kind);

} // namespace nc::vision
