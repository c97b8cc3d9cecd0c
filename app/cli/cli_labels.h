#pragma once
// `nations-companion labels`: printable label sheets (PDF) for catalog entries (docs/labels.md).
//
//   nations-companion labels --out FILE.pdf [--paper a4|letter] [--cards [ID...]] [--events [ID...]]
//                            [--nations [ID...]] [--all] [--set NAME]... [--age N]...
//                            [--symbology qr|datamatrix|aztec]
//
// Without --cards/--events/--nations/--all: every Progress Card of the decks (ages 1-4; the pre-printed
// board cards of the B-sides are left out, they can be named by id). Pure C++ apart from the catalog.

#include <iosfwd>
#include <string>
#include <vector>

#include "nations/catalog.h"
#include "vision/label_sheet.h"

namespace nc::app {

/// What to print, as parsed from the command line.
struct LabelsRequest {
    std::string out;                         ///< PDF path (required)
    nc::vision::PaperSize paper = nc::vision::PaperSize::A4;
    nc::vision::Symbology symbology = nc::vision::kLabelSymbology;
    bool allCards = false, allEvents = false, allNations = false;
    std::vector<std::string> cardIds, eventIds, nationIds; ///< explicit ids, printed as listed
    std::vector<std::string> sets;           ///< restricts the "all" selections; empty = every set
    std::vector<int> ages;                   ///< restricts the "all" Progress/Event Cards; empty = ages 1-4
};

/// The labels of a request, in order: Progress Cards, Event Cards, nation sides (catalog order for the
/// "all" selections, the given order for ids), each entry once. Nation ids are "<nation>" (both sides)
/// or "<nation>/A", "<nation>/B". Throws std::runtime_error naming every unknown id (with a suggestion
/// when the catalog has a close name), an unknown set or age, or an empty selection.
std::vector<nc::vision::LabelSpec> selectLabels(const nc::nations::Catalog &catalog, const LabelsRequest &request);

/// Runs the command on the arguments after "labels". Writes a one-line summary to `out`, errors to `err`.
/// Returns 0 on success, 1 for bad input (unknown ids), 2 for a usage error, 3 when the file cannot be
/// written (cli.h exit_code).
int runLabelsCommand(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

/// The usage lines of the command, for the CLI's help text.
extern const char *const kLabelsUsage;

} // namespace nc::app
