#pragma once
// `nations-companion scan IMAGE|FOLDER...`: finds label codes in photos and names the cards (docs/labels.md,
// docs/cli.md). A FOLDER stands for its image files (.jpg, .jpeg, .png, .bmp, .webp, .tif, .tiff; not
// its subfolders), sorted by name; a folder without any gives an error entry.
//
// Output (stdout): one JSON array, one object per image, in argument order:
//   {"path": "a.jpg", "width": 4032, "height": 3024, "codes": [
//      {"text": "NC1:P:0F3K", "symbology": "QRCode", "corners": [[x, y] x4], "via": "region"|"whole_frame",
//       "status": "card", "card": {"kind": "progress_card", "id": "colosseum", "name": "Colosseum", "set": "base"}},
//      {"text": "http://...", ..., "status": "foreign", "message": "..."}]}
//   {"path": "missing.jpg", "error": "cannot read image 'missing.jpg': no such file"}
// Each error is also written to stderr, one line per image (vision/image_io.h: images over 50 megapixels,
// truncated or damaged files are refused before decoding).
// corners are in image pixels (top-left, top-right, bottom-right, bottom-left of the symbol).
// status: "card" (ours, in the catalog), "unknown_card" (ours, not in this catalog), "unsupported_version",
// "malformed", "foreign"; every status but "card" carries "message".

#include <iosfwd>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "scan/label_index.h"
#include "vision/scanner.h"

namespace nc::app {

/// The JSON object of one image (see above). Never throws: a file that cannot be read or decoded gives
/// {"path", "error"}.
nlohmann::ordered_json scanImageToJson(const nc::vision::LabelScanner &scanner, const LabelIndex &index,
                               const std::string &path);

/// Runs the command on the arguments after "scan". Returns 0 when every image was read (whether or not it
/// held codes), 3 when a file could not be read (missing, no permission), else 1 when an image was refused
/// (not an image, too large, truncated, damaged) or a folder held no image, 2 for a usage error (cli.h).
int runScanCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

/// The usage lines of the command, for the CLI's help text.
extern const char *const kScanUsage;

} // namespace nc::app
