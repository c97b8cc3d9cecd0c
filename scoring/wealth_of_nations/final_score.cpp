#include "wealth_of_nations/final_score.h"

namespace nc::won {

const std::vector<ScoreCategory> &padCategories()
{
    static const std::vector<ScoreCategory> rows = {
        {"tiles", "Industry tiles"}, {"money", "Money"}, {"notes", "Promissory notes"}};
    return rows;
}

FinalScoreSheet finalScore(const State &s)
{
    FinalScoreSheet sheet;
    sheet.categories = padCategories();
    for (std::size_t i = 0; i < s.players.size(); ++i) {
        const Player &p = s.players[i];
        const int who = static_cast<int>(i);
        FinalScoreSheet::Player row;
        row.name = p.name;

        ExplanationLine tiles;
        tiles.step = "final_tiles";
        tiles.player = who;
        tiles.quantity = Quantity::Vp;
        for (Industry k : kIndustries)
            if (p.tilesOf(k) > 0)
                tiles.items.push_back({std::string(key(k)), std::string(plural(k)) + ", 4 VP each", p.tilesOf(k), false,
                                       kVpPerTile * p.tilesOf(k), "W l.1049-1050"});
        tiles.total = kVpPerTile * p.tileCount();
        tiles.note = std::to_string(p.tileCount()) + " Industry tile(s) on the board";

        ExplanationLine money;
        money.step = "final_money";
        money.player = who;
        money.quantity = Quantity::Vp;
        const int dollars = p.money.value_or(0);
        money.total = dollars / kDollarsPerVp;
        money.items.push_back({"money", "1 VP per full $10", 1, false, money.total, "W l.1050-1052"});
        if (p.money)
            money.note = "$" + std::to_string(dollars) + ": " + std::to_string(money.total) + " full $10, $" +
                         std::to_string(dollars % kDollarsPerVp) + " left over counts nothing";
        else
            money.note = "money not entered yet: counted as $0";
        money.rule = p.money ? "W l.1051-1052" : "W l.547-552";

        ExplanationLine notes;
        notes.step = "final_notes";
        notes.player = who;
        notes.quantity = Quantity::Vp;
        notes.total = kVpPerNote * p.notes;
        notes.items.push_back({"notes", "Promissory notes not repaid, \u22123 VP each", p.notes, false, notes.total,
                               "W l.1052-1054"});
        notes.note = std::to_string(p.notes) + " note(s) held";

        row.categories = {tiles.total, money.total, notes.total};
        row.total = tiles.total + money.total + notes.total;
        row.lines = {std::move(tiles), std::move(money), std::move(notes)};
        sheet.players.push_back(std::move(row));
    }
    // Rank: 1 + the players strictly ahead by VP, then money, then Flags; equal on all three share it.
    const auto key3 = [&](std::size_t i) {
        return std::array<int, 3>{sheet.players[i].total, s.players[i].money.value_or(0), s.players[i].flags};
    };
    for (std::size_t i = 0; i < sheet.players.size(); ++i) {
        int ahead = 0;
        for (std::size_t j = 0; j < sheet.players.size(); ++j)
            ahead += key3(j) > key3(i);
        sheet.players[i].rank = ahead + 1;
    }
    // The tie rule that decided, per pair of equal VP, in the players' lines.
    for (std::size_t i = 0; i < sheet.players.size(); ++i)
        for (std::size_t j = 0; j < sheet.players.size(); ++j) {
            if (i == j || sheet.players[i].total != sheet.players[j].total)
                continue;
            const auto a = key3(i), b = key3(j);
            std::string how;
            std::string rule = "W l.1055-1057";
            if (a[1] != b[1])
                how = "tied on VP with " + sheet.players[j].name + ": the most money decides ($" + std::to_string(a[1]) +
                      " against $" + std::to_string(b[1]) + ")";
            else if (a[2] != b[2])
                how = "tied on VP and money with " + sheet.players[j].name + ": the most Flags on the board decide (" +
                      std::to_string(a[2]) + " against " + std::to_string(b[2]) + ")";
            else {
                how = "tied on VP, money and Flags with " + sheet.players[j].name + ": both are winners of this place";
                rule = "W l.1057-1059";
            }
            ExplanationLine tie;
            tie.step = "final_tie";
            tie.player = static_cast<int>(i);
            tie.note = how;
            tie.rule = rule;
            sheet.players[i].lines.push_back(std::move(tie));
        }
    sheet.tieRule = "most VP wins; ties go to the most money, then the most Flags on the board; players still tied "
                    "share the win (W l.1054-1059)";
    if (s.phase != Phase::Ended)
        sheet.tieRule += "; score so far, round " + std::to_string(s.round) + " (" + std::string(key(s.phase)) + ")";
    return sheet;
}

} // namespace nc::won
