#include "nations_dice/final_score.h"

#include <algorithm>

namespace nc::dice {

bool tileScores(const Tile &t, const Options &o)
{
    switch (t.status) {
    case TileStatus::InPlay:
    case TileStatus::Built:
        return true;
    case TileStatus::Covered:
    case TileStatus::Replaced:
        return o.coveredTilesScore;
    case TileStatus::UnderConstruction:
    case TileStatus::Returned:
        return false; // R l.142: "a wonder here scores no VP at the end of the game"
    }
    return false;
}

namespace {

// Pad rows after the three track rows; each tile type has its row.
constexpr TileType kTileRows[] = {TileType::Building, TileType::Military, TileType::Colony, TileType::Advisor,
                                  TileType::Wonder};

Message whyNot(const Tile &t)
{
    switch (t.status) {
    case TileStatus::UnderConstruction: return msg("%1 under construction: 0", {literal(t.name)});
    case TileStatus::Returned: return msg("%1 returned to the box unbuilt: 0", {literal(t.name)});
    case TileStatus::Covered: return msg("%1 covered by a later building: 0", {literal(t.name)});
    case TileStatus::Replaced: return msg("%1 replaced by a later Advisor: 0", {literal(t.name)});
    default: return literal(t.name);
    }
}

/// The source of whyNot(), for the line's `rule` (kept out of the sentence).
std::string whyNotRule(const Tile &t)
{
    switch (t.status) {
    case TileStatus::UnderConstruction:
    case TileStatus::Returned: return "R l.142";
    case TileStatus::Covered: return "R l.128, l.200 (a reading: docs/state-format-dice.md)";
    case TileStatus::Replaced: return "R l.138, l.200 (a reading: docs/state-format-dice.md)";
    default: return {};
    }
}

} // namespace

const std::vector<ScoreCategory> &padCategories()
{
    static const std::vector<ScoreCategory> rows = {
        {"books", "Books"},         {"famine", "Famine"},     {"war", "War"},
        {"buildings", "Buildings"}, {"military", "Military"}, {"colonies", "Colonies"},
        {"advisors", "Advisors"},   {"wonders", "Wonders"}};
    return rows;
}

FinalScoreSheet finalScore(const State &s)
{
    FinalScoreSheet sheet;
    sheet.categories = padCategories();
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        FinalScoreSheet::Player row;
        row.name = p.name;
        row.categories = {p.vp.books, p.vp.famine, p.vp.war};
        ExplanationLine track;
        track.step = "final";
        track.player = static_cast<int>(i);
        track.quantity = Quantity::Vp;
        track.items.push_back(makeItem("books", msg("Books"), 1, false, p.vp.books, "R l.178"));
        track.items.push_back(makeItem("famine", msg("Famine"), 1, false, p.vp.famine, "R l.186"));
        track.items.push_back(makeItem("war", msg("War"), 1, false, p.vp.war, "R l.196"));
        track.total = p.vp.total();
        track.setNote(msg("the score board track"));
        track.rule = "R l.112";
        row.lines.push_back(std::move(track));
        for (TileType type : kTileRows) {
            ExplanationLine l;
            l.step = "final_" + std::string(key(type));
            l.player = static_cast<int>(i);
            l.quantity = Quantity::Vp;
            std::vector<Message> zero;
            for (const Tile &t : p.tiles) {
                if (t.type != type)
                    continue;
                if (tileScores(t, s.options)) {
                    l.items.push_back({"tile", t.name, 1, false, t.vp, "R l.200"});
                    l.total += t.vp;
                } else {
                    zero.push_back(whyNot(t));
                    if (l.rule.find(whyNotRule(t)) == std::string::npos)
                        l.rule += (l.rule.empty() ? "" : "; ") + whyNotRule(t);
                }
            }
            if (!zero.empty())
                l.setNote(joinMessages(zero, "%1; %2"));
            row.categories.push_back(l.total);
            if (!l.items.empty() || !zero.empty())
                row.lines.push_back(std::move(l));
        }
        for (int v : row.categories)
            row.total += v;
        sheet.players.push_back(std::move(row));
    }
    // Most VP wins; a tie goes to the earlier player in the (final) player order (R l.200).
    std::vector<int> ranking = s.order;
    std::stable_sort(ranking.begin(), ranking.end(), [&](int a, int b) {
        return sheet.players[static_cast<std::size_t>(a)].total > sheet.players[static_cast<std::size_t>(b)].total;
    });
    for (std::size_t r = 0; r < ranking.size(); ++r)
        sheet.players[static_cast<std::size_t>(ranking[r])].rank = static_cast<int>(r) + 1;
    sheet.tieRule = "most VP wins; ties are broken by the final player order, player 1 over player 2 (R l.200)";
    if (s.phase != Phase::Ended)
        sheet.tieRule += "; score so far, round " + std::to_string(s.round) + " of 4";
    return sheet;
}

} // namespace nc::dice
