#include "scan/label_index.h"

#include <stdexcept>

namespace nc::app {

using nc::vision::LabelKind;
using nc::vision::PayloadStatus;

LabelIndex::LabelIndex(const nc::nations::Catalog &catalog)
{
    for (const auto &card : catalog.cards())
        add(LabelKind::ProgressCard, card.id, card.name, card.set);
    for (const auto &ev : catalog.eventCards())
        add(LabelKind::EventCard, ev.id, ev.name, ev.set);
    for (const auto &nation : catalog.nations()) {
        for (char side : {'A', 'B'}) {
            if (nation.side(side))
                add(LabelKind::NationSide, nation.id + "/" + side, nation.name + " (" + side + ")", nation.set);
        }
    }
}

void LabelIndex::add(LabelKind kind, const std::string &id, const std::string &name, const std::string &set)
{
    const std::string code = nc::vision::labelCode(id);
    const auto [it, inserted] = byCode_.emplace(std::make_pair(kind, code), Entry{id, name, set});
    if (!inserted)
        throw std::logic_error("label code " + code + " is shared by '" + it->second.id + "' and '" + id +
                               "': change the payload format version and the hash");
    entries_[kind].emplace_back(id, name);
}

LabelMatch LabelIndex::match(const std::string &text) const
{
    LabelMatch m;
    m.payload = nc::vision::parseLabelPayload(text);
    if (m.payload.status != PayloadStatus::Ours) {
        m.message = m.payload.message;
        return m;
    }
    m.kind = m.payload.kind;
    const auto it = byCode_.find({m.payload.kind, m.payload.code});
    if (it == byCode_.end()) {
        m.message = std::string("a Nations Companion ") + nc::vision::labelKindName(m.payload.kind) + " label (" +
                    m.payload.code + ") that this catalog does not know (printed by a newer catalog?)";
        return m;
    }
    m.found = true;
    m.id = it->second.id;
    m.name = it->second.name;
    m.set = it->second.set;
    return m;
}

std::optional<std::string> LabelIndex::payloadFor(LabelKind kind, const std::string &id) const
{
    const auto it = byCode_.find({kind, nc::vision::labelCode(id)});
    if (it == byCode_.end() || it->second.id != id)
        return std::nullopt;
    return nc::vision::encodeLabelPayload(kind, id);
}

const std::vector<std::pair<std::string, std::string>> &LabelIndex::entries(LabelKind kind) const
{
    static const std::vector<std::pair<std::string, std::string>> none;
    const auto it = entries_.find(kind);
    return it == entries_.end() ? none : it->second;
}

} // namespace nc::app
