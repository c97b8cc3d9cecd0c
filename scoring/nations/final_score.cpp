#include "nations/final_score.h"

#include <algorithm>

#include "nations/board.h"
#include "nations/card_rules.h"
#include "nations/comparisons.h"

namespace nc::nations {

namespace {

using nlohmann::json;

constexpr const char *kRuleFinal = "Rulebook p.20 \"Final scoring\"; FAQ R-42";

ExplanationLine vpLine(const std::string &step, int player)
{
    ExplanationLine l;
    l.step = step;
    l.player = player;
    l.quantity = Quantity::Vp;
    return l;
}

void add(ExplanationLine &l, const ExplanationItem &i)
{
    l.items.push_back(i);
    l.total += i.amount;
}

} // namespace

FinalScore finalScore(const Catalog &catalog, const GameState &state)
{
    FinalScore f;
    const int n = static_cast<int>(state.players.size());
    for (int p = 0; p < n; ++p) {
        const PlayerState &pl = state.players[static_cast<size_t>(p)];
        ScoreRow row;
        row.player = p;

        // A. Game VP: the VP tokens.
        auto a = vpLine("final_game_vp", p);
        add(a, makeItem("vp_tokens", msg("VP tokens"), 1, false, pl.vp, kRuleFinal));

        // B. Colonies.
        auto b = vpLine("final_colonies", p);
        for (const auto &id : pl.colonies)
            if (const ProgressCard *c = catalog.card(id); c && c->vp != 0)
                add(b, {c->id, c->name, 1, false, c->vp, kRuleFinal});

        // C. Wonders: ready Wonders only (a Wonder under construction scores nothing), with their bonuses.
        auto c = vpLine("final_wonders", p);
        for (const auto &id : pl.wonders)
            if (const ProgressCard *card = catalog.card(id); card && card->vp != 0)
                add(c, {card->id, card->name, 1, false, card->vp, kRuleFinal});
        // Final-scoring rules of every held card (Wonders, natural wonders, ...) and the nation special:
        // the data-driven interpreter (card_rules.h) — VP bonuses land in the Wonders category.
        bool stoneDouble = false;
        std::string stoneDoubleLabel;
        finalScoringRules(catalog, state, p, c, stoneDouble, stoneDoubleLabel);
        if (pl.wonderUnderConstruction)
            c.appendNote(msg("the Wonder under construction scores nothing"));

        // D. Buildings and Military: VP per deployed Worker, leftmost first; extra Workers score 0.
        auto d = vpLine("final_buildings_military", p);
        for (const auto &cb : pl.buildings) {
            const ProgressCard *card = catalog.card(cb.card);
            if (!card || cb.workers <= 0)
                continue;
            int v = 0;
            for (int k = 0; k < cb.workers && k < static_cast<int>(card->vpPerWorker.size()); ++k)
                v += card->vpPerWorker[static_cast<size_t>(k)];
            add(d, {card->id, card->name, cb.workers, true, v, kRuleFinal});
        }

        // E. Resources: (Gold + Food + Stone + Books + Strength + Stability) / 10, rounded down.
        // Strength and Stability are the real values (FAQ R-09 leaves open whether the track limits
        // 40/15 apply here; the rulebook says "current Military Strength and Stability").
        const BoardValues bv = boardValues(catalog, state, p);
        const int stone = pl.stone * (stoneDouble ? 2 : 1);
        const int sum = pl.gold + pl.food + stone + pl.books + bv.strength + bv.stability;
        const int resVp = std::max(0, sum) / 10;
        auto e = vpLine("final_resources", p);
        add(e, makeItem("resources", msg("Resources %1 / 10 rounded down", {literal(sum)}), 1, false, resVp, kRuleFinal));
        const std::vector<Message> terms = {literal(pl.gold), literal(pl.food), literal(stone), literal(pl.books),
                                            literal(bv.strength), literal(bv.stability), literal(sum)};
        if (stoneDouble) {
            std::vector<Message> withCard = terms;
            withCard.push_back(literal(stoneDoubleLabel));
            e.setNote(msg("Gold %1 + Food %2 + Stone %3 (counted double: %8) + Books %4 + Strength %5 + Stability %6 = %7",
                          withCard));
            e.rule = kRuleCardText;
        } else {
            e.setNote(msg("Gold %1 + Food %2 + Stone %3 + Books %4 + Strength %5 + Stability %6 = %7", terms));
        }

        row.gameVp = a.total;
        row.colonies = b.total;
        row.wonders = c.total;
        row.buildingsMilitary = d.total;
        row.resources = e.total;
        row.total = row.gameVp + row.colonies + row.wonders + row.buildingsMilitary + row.resources;
        row.lines = {a, b, c, d, e};
        f.rows.push_back(std::move(row));
    }

    // Rank: total descending, ties resolved in player order (Rulebook p.20; FAQ R-31).
    auto position = [&](int p) {
        auto it = std::find(state.playerOrder.begin(), state.playerOrder.end(), p);
        return it == state.playerOrder.end() ? n + p : static_cast<int>(it - state.playerOrder.begin());
    };
    std::stable_sort(f.rows.begin(), f.rows.end(), [&](const ScoreRow &x, const ScoreRow &y) {
        if (x.total != y.total)
            return x.total > y.total;
        return position(x.player) < position(y.player);
    });
    for (size_t i = 0; i < f.rows.size(); ++i)
        f.rows[i].rank = static_cast<int>(i) + 1;
    if (state.options.solo && !f.rows.empty())
        f.hallOfFameTitle = catalog.hallOfFameTitle(f.rows.front().total); // Rulebook p.23 "Solo Hall of Fame"
    return f;
}

json toJson(const FinalScore &f, const GameState &state)
{
    json rows = json::array();
    for (const auto &r : f.rows) {
        const PlayerState &pl = state.players.at(static_cast<size_t>(r.player));
        rows.push_back({{"player", r.player},
                        {"name", pl.name},
                        {"nation", pl.nation},
                        {"game_vp", r.gameVp},
                        {"colonies", r.colonies},
                        {"wonders", r.wonders},
                        {"buildings_military", r.buildingsMilitary},
                        {"resources", r.resources},
                        {"total", r.total},
                        {"rank", r.rank},
                        {"lines", toJson(r.lines)}});
    }
    return {{"rows", rows},
            {"winner", f.rows.empty() ? -1 : f.rows.front().player},
            {"hall_of_fame_title", f.hallOfFameTitle}};
}

} // namespace nc::nations
