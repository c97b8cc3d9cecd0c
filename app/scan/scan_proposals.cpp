#include "scan/scan_proposals.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace nc::app {

namespace nn = nc::nations;
using nc::vision::LabelKind;
using nc::vision::PayloadStatus;

namespace {

std::string ageName(int age)
{
    static const char *names[] = {"", "I", "II", "III", "IV"};
    return age >= 1 && age <= 4 ? names[age] : std::to_string(age);
}

float side(const std::array<cv::Point2f, 4> &c)
{
    float sum = 0;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2f d = c[size_t(i)] - c[size_t((i + 1) % 4)];
        sum += std::sqrt(d.x * d.x + d.y * d.y);
    }
    return sum / 4.0f;
}

/// Fills action, status, message and selection of a proposal whose payload names a catalog entry.
struct Classifier {
    const nn::Catalog &catalog;
    const nn::GameState &state;
    int player;
    bool eventTaken = false, warTaken = false, constructionTaken = false;
    std::map<nn::Slot, int> claimed; ///< slots taken by cards scanned earlier in reading order

    /// Free slots of the row the card goes to, after the cards scanned before it.
    int freeSlots(const nn::PlayerState &who, nn::Slot slot) const
    {
        const nn::Nation *nation = catalog.nation(who.nation);
        const nn::NationSide *side = nation ? nation->side(who.side) : nullptr;
        const nn::BoardSlots slots = side ? side->boardSlots : nn::BoardSlots{};
        const int taken = claimed.count(slot) ? claimed.at(slot) : 0;
        switch (slot) {
        case nn::Slot::BuildingMilitary: return slots.buildingMilitary - int(who.buildings.size()) - taken;
        case nn::Slot::Colony: return slots.colony - int(who.colonies.size()) - taken;
        case nn::Slot::Wonder: return slots.wonder - int(who.wonders.size()) - taken;
        default: return 1;
        }
    }

    /// The cards of the row a card may cover, as (slot index, name).
    std::vector<std::pair<int, std::string>> coverable(const nn::PlayerState &who, nn::Slot slot) const
    {
        std::vector<std::string> ids;
        if (slot == nn::Slot::BuildingMilitary)
            for (const auto &b : who.buildings)
                ids.push_back(b.card);
        else
            ids = slot == nn::Slot::Colony ? who.colonies : who.wonders;
        std::vector<std::pair<int, std::string>> out;
        for (size_t i = 0; i < ids.size(); ++i) {
            const nn::ProgressCard *c = catalog.card(ids[i]);
            out.emplace_back(int(i), c ? c->name : ids[i]);
        }
        return out;
    }

    void set(ScanProposal &p, ScanAction action, std::string status, std::string message, bool selected)
    {
        p.action = action;
        p.status = std::move(status);
        p.message = std::move(message);
        p.selected = selected;
    }

    void progressCard(ScanProposal &p, const nn::ProgressCard &card)
    {
        const nn::PlayerState &who = state.players[size_t(player)];
        const std::string type(nn::displayName(card.type));
        if (card.preprinted)
            return set(p, ScanAction::None, "preprinted", card.name + " is pre-printed on a nation board: it comes with the nation.", false);
        if (!state.options.usesSet(card.set))
            return set(p, ScanAction::None, "not_in_game", card.name + " is from the " + card.set + " set, which this game does not use.", false);
        if (card.type == nn::CardType::War) {
            if (state.roundInputs.war && state.roundInputs.war->card == card.id)
                return set(p, ScanAction::None, "current_war", card.name + " is already the War of this round.", false);
            if (warTaken)
                return set(p, ScanAction::None, "second_war", "One War a round (Rulebook p.15): only the first War scanned is proposed.", false);
            warTaken = true;
            const std::string replaced = state.roundInputs.war
                ? " (replaces " + (catalog.card(state.roundInputs.war->card) ? catalog.card(state.roundInputs.war->card)->name : state.roundInputs.war->card) + ")"
                : "";
            return set(p, ScanAction::SetWar, "war",
                       "War of round " + std::to_string(state.round) + ", bought by " + who.name + " at their Military Strength" + replaced + ".",
                       !state.roundInputs.war);
        }
        if (nn::slotOf(card.type) == nn::Slot::None)
            return set(p, ScanAction::None, "not_kept", type + " cards are not kept on the board: record " + card.name + " with Buy card\u2026 in the Action Phase.", false);
        if (nn::holdsCard(who, card.id))
            return set(p, ScanAction::None, "on_board", card.name + " is already on " + who.name + "'s board.", false);
        std::string where;
        const nn::Slot slot = nn::slotOf(card.type);
        switch (slot) {
        case nn::Slot::BuildingMilitary: where = "the Buildings & Military row"; break;
        case nn::Slot::Advisor: where = who.advisors.empty() ? "the Advisor slot" : "the Advisor slot (replaces the Advisor there)"; break;
        case nn::Slot::Colony: where = "the Colonies"; break;
        case nn::Slot::Wonder:
            // The photo cannot tell a Wonder under construction from a ready one: propose building the
            // first when the board builds none; the table changes it before confirming.
            p.underConstruction = !who.wonderUnderConstruction && !constructionTaken;
            constructionTaken = constructionTaken || p.underConstruction;
            where = "the Wonders (under construction or ready)";
            break;
        case nn::Slot::None: break;
        }
        const bool ready = !(slot == nn::Slot::Wonder && p.underConstruction);
        if (ready && slot != nn::Slot::Advisor && freeSlots(who, slot) <= 0) {
            // Rulebook p.14: with the row full, the new card covers one of the cards there.
            p.coverOptions = coverable(who, slot);
            return set(p, ScanAction::AddCard, "card",
                       type + " \u2192 " + who.name + ": every slot of " + where + " is taken: choose the card it covers.", false);
        }
        if (ready)
            ++claimed[slot];
        set(p, ScanAction::AddCard, "card", type + " \u2192 " + who.name + ": " + where + ".", true);
    }

    void eventCard(ScanProposal &p, const nn::EventCard &card)
    {
        if (!state.options.usesSet(card.set))
            return set(p, ScanAction::None, "not_in_game", card.name + " is from the " + card.set + " set, which this game does not use.", false);
        if (state.roundInputs.eventCard == card.id)
            return set(p, ScanAction::None, "current_event", card.name + " is already the Event Card of this round.", false);
        if (eventTaken)
            return set(p, ScanAction::None, "second_event", "One Event Card a round: only the first Event Card scanned is proposed.", false);
        eventTaken = true;
        std::string message = "Event Card of round " + std::to_string(state.round) + ".";
        bool selected = true;
        if (card.age != state.age()) {
            message += " Check: an Age " + ageName(card.age) + " card, but round " + std::to_string(state.round)
                + " is in Age " + ageName(state.age()) + ".";
            selected = false;
        }
        if (const nn::EventCard *current = catalog.eventCard(state.roundInputs.eventCard)) {
            message += " Replaces " + current->name + ".";
            selected = false;
        }
        set(p, ScanAction::SetEvent, "event", message, selected);
    }
};

} // namespace

std::vector<size_t> readingOrder(const std::vector<cv::Point2f> &centers, const std::vector<float> &sides)
{
    std::vector<size_t> order(centers.size());
    for (size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    if (order.empty())
        return order;
    std::vector<float> sorted = sides;
    std::nth_element(sorted.begin(), sorted.begin() + long(sorted.size() / 2), sorted.end());
    const float rowGap = sorted[sorted.size() / 2] / 2.0f;

    std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return centers[a].y < centers[b].y; });
    std::vector<size_t> out;
    for (size_t start = 0; start < order.size();) {
        size_t end = start + 1;
        while (end < order.size() && centers[order[end]].y - centers[order[start]].y <= rowGap)
            ++end;
        std::stable_sort(order.begin() + long(start), order.begin() + long(end),
                         [&](size_t a, size_t b) { return centers[a].x < centers[b].x; });
        out.insert(out.end(), order.begin() + long(start), order.begin() + long(end));
        start = end;
    }
    return out;
}

std::vector<ScanProposal> proposeFromScan(const std::vector<nc::vision::Detection> &detections,
                                          const LabelIndex &index, const nn::Catalog &catalog,
                                          const nn::GameState &state, bool hasGame, int player)
{
    std::vector<cv::Point2f> centers;
    std::vector<float> sides;
    for (const auto &d : detections) {
        cv::Point2f c(0, 0);
        for (const auto &q : d.corners)
            c += q;
        centers.push_back(c * 0.25f);
        sides.push_back(side(d.corners));
    }

    const bool playable = hasGame && player >= 0 && player < int(state.players.size())
        && state.phase != nn::Phase::Finished;
    Classifier classify{catalog, state, player, false, false, false, {}};
    std::vector<ScanProposal> out;
    for (size_t i : readingOrder(centers, sides)) {
        ScanProposal p;
        p.text = detections[i].text;
        p.corners = detections[i].corners;
        p.center = centers[i];
        p.side = sides[i];
        p.position = int(out.size()) + 1;
        p.match = index.match(p.text);
        if (!p.match.found) {
            switch (p.match.payload.status) {
            case PayloadStatus::Ours: p.status = "unknown_card"; break;
            case PayloadStatus::Foreign: p.status = "foreign"; break;
            case PayloadStatus::UnsupportedVersion: p.status = "unsupported_version"; break;
            case PayloadStatus::Malformed: p.status = "malformed"; break;
            }
            p.message = p.match.message;
        } else if (p.match.kind == LabelKind::NationSide) {
            p.status = "nation";
            p.message = "Nation side " + p.match.name + ": nations are chosen when a game is set up.";
        } else if (!playable) {
            p.status = "no_game";
            p.message = p.match.name + ": start or resume a game to add scanned cards.";
        } else if (p.match.kind == LabelKind::EventCard) {
            if (const nn::EventCard *e = catalog.eventCard(p.match.id))
                classify.eventCard(p, *e);
        } else if (const nn::ProgressCard *c = catalog.card(p.match.id)) {
            classify.progressCard(p, *c);
        }
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace nc::app
