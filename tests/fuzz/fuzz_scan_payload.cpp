// fuzz_scan_payload: a decoded label text through the payload parser and the catalog's label index.
#include "fuzz_entries.h"

#include <string>

#include "fuzz_catalog_data.h"
#include "fuzz_invariants.h"
#include "scan/label_index.h"
#include "vision/label_payload.h"

namespace nc::fuzz {

void fuzzScanPayload(std::string_view bytes)
{
    using nc::vision::PayloadStatus;
    static const nc::app::LabelIndex index(realCatalog());
    const nc::vision::LabelPayload p = nc::vision::parseLabelPayload(bytes);
    if (p.status == PayloadStatus::Ours) {
        const std::string expected = std::string("NC1:") + nc::vision::labelKindLetter(p.kind) + ":" + p.code;
        if (bytes != expected)
            broken("fuzz_scan_payload", "an \"ours\" payload that is not NC1:<kind>:<code>", bytes);
    } else if (p.message.empty()) {
        broken("fuzz_scan_payload", "a refused payload without a message", bytes);
    }
    const nc::app::LabelMatch m = index.match(std::string(bytes));
    if (m.payload.status != p.status)
        broken("fuzz_scan_payload", "LabelIndex::match() classifies differently from parseLabelPayload()", bytes);
    if (m.found && (m.id.empty() || m.name.empty() || index.payloadFor(m.kind, m.id) != std::string(bytes)))
        broken("fuzz_scan_payload", "a found label whose catalog entry does not print this payload", bytes);
    if (!m.found && m.message.empty())
        broken("fuzz_scan_payload", "an unmatched label without a message", bytes);
}

} // namespace nc::fuzz
