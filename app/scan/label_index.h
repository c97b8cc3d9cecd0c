#pragma once
// Maps label payloads (vision/label_payload.h) back to the catalog: which Progress Card, Event Card or
// nation side a scanned "NC1:<kind>:<code>" names. Pure C++ (no Qt): used by the CLI `scan` command and by
// the camera bridge. Nation sides are keyed "<nation id>/<A|B>" (e.g. "china/A").

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "nations/catalog.h"
#include "vision/label_payload.h"

namespace nc::app {

/// What a decoded text names.
struct LabelMatch {
    nc::vision::LabelPayload payload; ///< the parsed payload (status Foreign/UnsupportedVersion/Malformed...)
    bool found = false;               ///< an "Ours" payload whose code is in this catalog
    nc::vision::LabelKind kind = nc::vision::LabelKind::ProgressCard;
    std::string id;                   ///< catalog id: card id, event card id, or "<nation>/<side>"
    std::string name;                 ///< display name ("Colosseum", "China (B)")
    std::string set;                  ///< "base", "expansion", "dynasties"
    std::string message;              ///< for the user when !found: foreign code, unknown card...
};

class LabelIndex {
public:
    /// Indexes every Progress Card, Event Card and nation side of the catalog. Throws std::logic_error
    /// naming both ids if two entries of one kind share a code (the catalog tests check this never happens).
    explicit LabelIndex(const nc::nations::Catalog &catalog);

    /// Classifies a decoded text. Never throws.
    LabelMatch match(const std::string &text) const;

    /// The payload printed on the label of a catalog entry, or nullopt when the id is not in the catalog.
    std::optional<std::string> payloadFor(nc::vision::LabelKind kind, const std::string &id) const;

    /// Every entry of one kind in catalog order: (id, name).
    const std::vector<std::pair<std::string, std::string>> &entries(nc::vision::LabelKind kind) const;

private:
    struct Entry { std::string id, name, set; };
    std::map<std::pair<nc::vision::LabelKind, std::string>, Entry> byCode_;
    std::map<nc::vision::LabelKind, std::vector<std::pair<std::string, std::string>>> entries_;
    void add(nc::vision::LabelKind kind, const std::string &id, const std::string &name, const std::string &set);
};

} // namespace nc::app
