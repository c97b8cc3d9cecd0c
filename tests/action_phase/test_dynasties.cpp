// The Dynasties expansion behind its game option: turmoil cards (action "turmoil") and the dynasty cards
// they bring into play, through the real engines (apply() via the action log, resolveRound()).
// Mechanics as the shared data describes them (shared/data/nations/README.md "dynasty_cards.json": as
// many turmoil cards a round as public Architects; one costs an action and 2 Stability until the end of
// the round and gives 2 Gold or plays one of the nation's two dynasties, which covers the nation special
// or the previous dynasty). Each dynasty's numbers are its card text in our data (dynasty_cards.json).
#include "support.h"

#include "nations/nation_rules.h"
#include "nations/resolution.h"

using namespace aptest;

namespace {

int stabilityIn(const GameState &s, int p) { return boardValues(catalog(), s, p).stability; }
int strengthIn(const GameState &s, int p) { return boardValues(catalog(), s, p).strength; }

json turmoil(int player, const std::string &choice) { return {{"player", player}, {"choice", choice}}; }

/// Player 0 on `seat` (against Rome A) with `dynasty` in play (quick entry), at the Growth of round 2.
Table growthWithDynasty(const std::pair<std::string, char> &seat, const std::string &dynasty)
{
    Table t = tableOf({seat, {"rome", 'A'}});
    t.edit(0, [&](PlayerState &p) { p.dynasty = dynasty; });
    t.act("pass", {{"player", 0}});
    t.act("pass", {{"player", 1}});
    t.act("resolve", {{"state", toJson(resolveRound(catalog(), t.state).after)}});
    return t;
}

/// Whether a line of the resolution (any step, item or note) contains `text`.
bool resolutionSays(const ResolutionResult &r, const std::string &text)
{
    for (const auto &st : r.steps)
        for (const auto &l : st.lines) {
            if (l.note.find(text) != std::string::npos)
                return true;
            for (const auto &it : l.items)
                if (it.label.find(text) != std::string::npos)
                    return true;
        }
    return false;
}

} // namespace

TEST_CASE("turmoil for Gold: +2 Gold, −2 Stability until the end of the round, an action", "[dynasties][turmoil]")
{
    Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
    const int stability = stabilityIn(t.state, 0);
    const int left = turmoilCardsLeft(catalog(), t.state);
    CHECK(left == publicArchitects(catalog(), t.state));
    t.act("turmoil", turmoil(0, "gold"));
    CHECK(t.p(0).gold == 12);
    CHECK(stabilityIn(t.state, 0) == stability - kTurmoilStability);
    const auto items = boardValues(catalog(), t.state, 0).stabilityLine.items;
    CHECK(std::any_of(items.begin(), items.end(), [](const ExplanationItem &it) {
        return it.label == "turmoil cards (this round)" && it.amount == -kTurmoilStability;
    }));
    CHECK(turmoilCardsLeft(catalog(), t.state) == left - 1);
    CHECK(currentTurn(t.state) == 1); // taking a turmoil card is the action of the turn
    CHECK(explained(t.state, "turmoil", "loses 2 Stability until the end of the round"));
    // The Stability comes back at the end of the round (the round effect is cleared).
    t.act("pass", {{"player", 1}});
    t.act("pass", {{"player", 0}});
    const auto r = resolveRound(catalog(), t.state);
    CHECK(stabilityIn(r.after, 0) == stability);
    CHECK(t.replayed() == t.state);
    CHECK(stateFromJson(toJson(t.state)) == t.state);
}

TEST_CASE("turmoil: refusals name their rule, the table may overrule the game option and the pool", "[dynasties][turmoil]")
{
    SECTION("a game without the Dynasties set")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}}, 1, {"base"});
        CHECK_THROWS_WITH(t.act("turmoil", turmoil(0, "gold")),
                          Catch::Contains("turmoil cards belong to the Dynasties expansion, which this game does not use"));
        auto overruled = turmoil(0, "gold");
        overruled["override"] = true;
        t.act("turmoil", overruled);
        CHECK(t.state.roundInputs.actionPhase.overrides.size() == 1);
    }
    SECTION("another nation's dynasty, the dynasty in play, no choice")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
        CHECK_THROWS_WITH(t.act("turmoil", turmoil(0, "roman_empire")),
                          Catch::Contains("may play only Greece's own dynasty cards"));
        CHECK_THROWS_WITH(t.act("turmoil", {{"player", 0}}), Catch::Contains("\"choice\""));
        t.act("turmoil", turmoil(0, "athens"));
        t.act("pass", {{"player", 1}});
        CHECK_THROWS_WITH(t.act("turmoil", turmoil(0, "athens")), Catch::Contains("Athens is already in play"));
    }
    SECTION("as many turmoil cards as public Architects")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
        const int pool = turmoilCardsLeft(catalog(), t.state);
        REQUIRE(pool > 0);
        for (int i = 0; i < pool; ++i)
            t.act("turmoil", turmoil(currentTurn(t.state), "gold"));
        CHECK(turmoilCardsLeft(catalog(), t.state) == 0);
        CHECK_THROWS_WITH(t.act("turmoil", turmoil(currentTurn(t.state), "gold")),
                          Catch::Contains("as many turmoil cards as public Architects"));
    }
    SECTION("not someone else's turn")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
        CHECK_THROWS_WITH(t.act("turmoil", turmoil(1, "gold")), Catch::Contains("Rulebook p.14"));
    }
}

TEST_CASE("a dynasty played covers the nation special, a later one covers the earlier", "[dynasties]")
{
    Table t = tableOf({{"rome", 'B'}, {"greece", 'A'}});
    const auto before = nationRuleSources(catalog(), t.p(0));
    REQUIRE_FALSE(before.empty());
    CHECK_FALSE(before.front().dynasty);
    const int strength = strengthIn(t.state, 0);
    const int special = [&] {
        int n = 0;
        for (const auto &it : boardValues(catalog(), t.state, 0).strengthLine.items)
            if (it.source == before.front().id)
                n += it.amount;
        return n;
    }();
    t.act("turmoil", turmoil(0, "roman_republic"));
    CHECK(t.p(0).dynasty == "roman_republic");
    CHECK(explained(t.state, "roman_republic", "plays Roman Republic, covering the Rome special"));
    const auto after = nationRuleSources(catalog(), t.p(0));
    REQUIRE(after.size() == 1);
    CHECK(after.front().dynasty);
    CHECK(strengthIn(t.state, 0) == strength - special); // the special's Strength is covered
    t.act("pass", {{"player", 1}});
    t.act("turmoil", turmoil(0, "roman_empire"));
    CHECK(t.p(0).dynasty == "roman_empire");
    CHECK(explained(t.state, "roman_empire", "covering the Roman Republic"));
    CHECK(t.p(0).dynastiesPlayed == std::vector<std::string>{"roman_republic", "roman_empire"});
    // The covered Roman Republic is gone: it cannot be played again.
    CHECK_THROWS_WITH(t.act("turmoil", turmoil(0, "roman_republic")),
                      Catch::Contains("Roman Republic was played earlier and covered"));
    CHECK(t.replayed() == t.state);
    // The dynasty stays in play in the next rounds (it is on the board, not a round effect).
    t.act("pass", {{"player", 0}});
    CHECK(resolveRound(catalog(), t.state).after.players[0].dynasty == "roman_empire");
}

TEST_CASE("dynasty cards through the engines", "[dynasties]")
{
    SECTION("Yuan Dynasty: when played, take 3 Workers")
    {
        Table t = tableOf({{"mongolia", 'B'}, {"greece", 'A'}});
        const int idle = t.p(0).idleWorkers;
        t.act("turmoil", turmoil(0, "yuan_dynasty"));
        CHECK(t.p(0).idleWorkers == idle + 3);
        CHECK(explained(t.state, "yuan_dynasty", "takes a Worker from the"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Sassanid Empire: a turmoil card taken for Gold costs no Stability")
    {
        Table t = tableOf({{"persia", 'A'}, {"greece", 'A'}});
        t.act("turmoil", turmoil(0, "sassanid_empire"));
        t.act("pass", {{"player", 1}});
        const int stability = stabilityIn(t.state, 0);
        t.act("turmoil", turmoil(0, "gold"));
        CHECK(stabilityIn(t.state, 0) == stability);
        CHECK(explained(t.state, "sassanid_empire", "loses no Stability"));
    }
    SECTION("Sparta: +4 Strength while exactly one Worker is on Military cards")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 1}}; });
        const int strength = strengthIn(t.state, 0);
        t.act("turmoil", turmoil(0, "sparta"));
        CHECK(strengthIn(t.state, 0) == strength + 4);
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 2}}; });
        CHECK(strengthIn(t.state, 0) == strength + 2); // the second Archer Worker, no Sparta bonus
    }
    SECTION("Athens: +3 Gold after Production with the most Books")
    {
        Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "athens"));
        t.edit(1, [](PlayerState &p) { p.books = 2; });
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 0}});
        const auto most = resolveRound(catalog(), t.state);
        CHECK(resolutionSays(most, "Athens: most Books"));
        GameState fewer = t.state;
        fewer.players[1].books = 30;
        const auto least = resolveRound(catalog(), fewer);
        CHECK(most.after.players[0].gold == least.after.players[0].gold + 3);
    }
    SECTION("Koryo Kingdom: +3 Strength against the War per Worker on Military cards")
    {
        Table t = tableOf({{"korea", 'B'}, {"rome", 'A'}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 2}}; }); // Strength +4, 2 Workers on Military
        t.act("turmoil", turmoil(0, "koryo_kingdom"));
        const int strength = strengthIn(t.state, 0);
        GameState s = t.state;
        const int vpWithoutWar = resolveRound(catalog(), s).after.players[0].vp;
        s.roundInputs.war = WarState{"hunnic_invasions", strength + 5, 1}; // above Korea's Strength...
        const auto r = resolveRound(catalog(), s);
        CHECK(resolutionSays(r, "Koryo Kingdom: extra Strength against the War"));
        CHECK(r.after.players[0].vp == vpWithoutWar); // ...but +6 against the War: not defeated
        s.roundInputs.war->strength = strength + 7;
        CHECK(resolveRound(catalog(), s).after.players[0].vp == vpWithoutWar - 1);
    }
    SECTION("Edo Period: War defeats have no effect")
    {
        Table t = tableOf({{"japan", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "edo_period"));
        GameState s = t.state;
        const auto peace = resolveRound(catalog(), s);
        s.roundInputs.war = WarState{"hunnic_invasions", 40, 1};
        const auto r = resolveRound(catalog(), s);
        CHECK(resolutionSays(r, "Edo Period makes War defeats have no effect"));
        CHECK(r.after.players[0].vp == peace.after.players[0].vp);
        CHECK(r.after.players[0].food == peace.after.players[0].food);
        CHECK(r.after.players[1].vp == peace.after.players[1].vp - 1);
        // Edo Period also forbids Colonies (may_not_buy).
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 4}}; });
        CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "macedonia"}, {"row", 1}}), Catch::Contains("Edo Period"));
    }
    SECTION("Heian Period: the Books of a Golden Age +4")
    {
        Table t = tableOf({{"japan", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "heian_period"));
        t.act("pass", {{"player", 1}});
        const int books = t.p(0).books;
        t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"}});
        CHECK(t.p(0).books == books + 2 + 4);
        CHECK(explained(t.state, "heian_period"));
    }
}

TEST_CASE("dynasty cards through the engines: purchases, special actions, Growth, Production, Famine", "[dynasties]")
{
    SECTION("New Kingdom: Battles cost 2 Gold less, at least 0")
    {
        Table t = tableOf({{"egypt", 'A'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "new_kingdom"));
        const auto battle = *catalog().card("battle_of_kadesh");
        CHECK(cardPrice(catalog(), t.state, 0, battle, 3) == 1);
        CHECK(cardPrice(catalog(), t.state, 0, battle, 1) == 0);
        CHECK(cardPrice(catalog(), t.state, 1, battle, 3) == 3);
    }
    SECTION("Pactum Warmundi and Golden Horde: the owner gains when another nation buys")
    {
        Table t = tableOf({{"venice", 'B'}, {"mongolia", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "pactum_warmundi"));
        t.act("turmoil", turmoil(1, "golden_horde"));
        t.edit(2, [](PlayerState &p) { p.buildings = {{"archer", 1}}; });
        const int venice = t.p(0).gold, mongolia = t.p(1).gold;
        t.act("buy", {{"player", 2}, {"card", "battle_of_kadesh"}, {"row", 2}, {"choice", "food"}});
        CHECK(t.p(0).gold == venice + 1); // Pactum Warmundi: a Battle bought by another nation
        CHECK(t.p(1).gold == mongolia);
        CHECK(explained(t.state, "pactum_warmundi", "bought Battle of Kadesh"));
        t.act("pass", {{"player", 0}});
        t.act("pass", {{"player", 1}});
        t.act("buy", {{"player", 2}, {"card", "hunnic_invasions"}, {"row", 3}});
        CHECK(t.p(1).gold == mongolia + 3); // Golden Horde: the 3 Gold Rome paid for the War
        CHECK(t.replayed() == t.state);
    }
    SECTION("Kingdom of Leon: a War bought also gives the Battle's raid")
    {
        Table t = tableOf({{"portugal", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "kingdom_of_leon"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 1}}; });
        CHECK(warCountsAsBattle(catalog(), t.p(0)));
        CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "hunnic_invasions"}, {"row", 1}}),
                          Catch::Contains("a Battle gives Books, Food or Stone"));
        const int food = t.p(0).food;
        t.act("buy", {{"player", 0}, {"card", "hunnic_invasions"}, {"row", 1}, {"choice", "food"}});
        CHECK(t.p(0).food == food + bestRaidValue(catalog(), t.p(0)));
        CHECK(t.state.roundInputs.war->card == "hunnic_invasions");
        CHECK(explained(t.state, "kingdom_of_leon", "also counts as buying a Battle"));
    }
    SECTION("Sheba: after buying a Colony, Workers on Military pay no upkeep this round")
    {
        Table t = tableOf({{"ethiopia", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "sheba"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) {
            p.buildings = {{"hoplite", 2}, {"chariot", 1}}; // upkeep: 2 Stone, 1 Gold; Strength 9
            p.colonies.clear();
        });
        t.act("buy", {{"player", 0}, {"card", "macedonia"}, {"row", 1}});
        CHECK(explained(t.state, "sheba", "pay no upkeep until the end of the round"));
        t.act("pass", {{"player", 0}});
        GameState without = t.state;
        without.roundInputs.actionPhase.roundEffects.erase("0/sheba/military_upkeep_waived");
        const auto r = resolveRound(catalog(), t.state), w = resolveRound(catalog(), without);
        CHECK(resolutionSays(r, "Sheba (this round): Workers on Military pay no upkeep"));
        CHECK(r.after.players[0].stone == w.after.players[0].stone + 2);
        CHECK(r.after.players[0].gold == w.after.players[0].gold + 1);
    }
    SECTION("Domains of the Sea: a Colony bought is discarded at once for 1 VP and 2 Gold")
    {
        Table t = tableOf({{"venice", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "domains_of_the_sea"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 3}}; p.colonies.clear(); });
        const PlayerState before = t.p(0);
        t.act("buy", {{"player", 0}, {"card", "macedonia"}, {"row", 1}});
        CHECK(t.p(0).colonies.empty());
        CHECK(t.p(0).vp == before.vp + 1);
        CHECK(t.p(0).gold == before.gold - 1 + 2);
        CHECK(explained(t.state, "domains_of_the_sea", "Macedonia is discarded at once"));
        CHECK(t.state.roundInputs.actionPhase.purchases.at("0/colony") == 1); // still bought this round
    }
    SECTION("Mali Empire: remove your Advisor and pay 2 Gold for 3 Books and 1 VP (a dynasty's special action)")
    {
        Table t = tableOf({{"mali", 'B'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "mali_empire"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) { p.advisors = {"augustus"}; });
        const PlayerState before = t.p(0);
        t.act("special", {{"player", 0}, {"card", "mali_empire"}});
        CHECK(t.p(0).advisors.empty());
        CHECK(t.p(0).gold == before.gold - 2);
        CHECK(t.p(0).books == before.books + 3);
        CHECK(t.p(0).vp == before.vp + 1);
        CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "mali_empire"}}),
                          Catch::Contains("removes your Advisor; A has none"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Old Kingdom: an Advisor removed for a marker; +2 Books per marker in Production; a defeat removes one")
    {
        Table t = tableOf({{"egypt", 'A'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "old_kingdom"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) { p.advisors = {"augustus"}; });
        t.act("special", {{"player", 0}, {"card", "old_kingdom"}});
        CHECK(t.p(0).advisors.empty());
        CHECK(t.p(0).markers.at("old_kingdom") == 1);
        CHECK(explained(t.state, "old_kingdom", "puts a marker here (1 on the card"));
        CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "old_kingdom"}}),
                          Catch::Contains("removes your Advisor; A has none"));
        t.act("pass", {{"player", 0}});
        GameState none = t.state;
        none.players[0].markers.clear();
        const auto r = resolveRound(catalog(), t.state);
        CHECK(r.after.players[0].books == resolveRound(catalog(), none).after.players[0].books + 2);
        CHECK(r.after.players[0].markers.at("old_kingdom") == 1); // kept for the next rounds
        GameState war = t.state;
        war.roundInputs.war = WarState{"hunnic_invasions", 40, 1};
        const auto defeated = resolveRound(catalog(), war);
        CHECK(defeated.after.players[0].markers.count("old_kingdom") == 0);
        CHECK(resolutionSays(defeated, "Old Kingdom: one marker removed (0 left)"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Roman Republic: discard a public Architect for +1 Stability this round")
    {
        Table t = tableOf({{"rome", 'A'}, {"greece", 'A'}});
        t.act("turmoil", turmoil(0, "roman_republic"));
        t.act("pass", {{"player", 1}});
        const int stability = stabilityIn(t.state, 0), architects = publicArchitectsLeft(catalog(), t.state);
        t.act("special", {{"player", 0}, {"card", "roman_republic"}});
        CHECK(stabilityIn(t.state, 0) == stability + 1);
        CHECK(publicArchitectsLeft(catalog(), t.state) == architects - 1);
    }
    SECTION("Ming Dynasty: +4 Food each time a Worker is taken (Growth)")
    {
        Table t = growthWithDynasty({"china", 'A'}, "ming_dynasty");
        const PlayerState before = t.p(0);
        t.act("growth", {{"player", 0}, {"choice", "worker:food"}});
        CHECK(t.p(0).idleWorkers == before.idleWorkers + 1);
        CHECK(t.p(0).food == before.food + 4);
        CHECK(explained(t.state, "ming_dynasty", "took a Worker"));
    }
    SECTION("Mauryan Empire: with a Growth Worker, up to 2 more")
    {
        Table t = growthWithDynasty({"india", 'B'}, "mauryan_empire");
        const PlayerState before = t.p(0);
        const std::string section = catalog().nation("india")->side('B')->population.front().id;
        CHECK_THROWS_WITH(t.act("growth", {{"player", 0}, {"choice", "worker:" + section},
                                           {"extra_workers", {section, section, section}}}),
                          Catch::Contains("at most 2 more Worker(s)"));
        CHECK_THROWS_WITH(t.act("growth", {{"player", 1}, {"choice", "worker:food"}, {"extra_workers", {"food"}}}),
                          Catch::Contains("Growth takes one Worker"));
        t.act("growth", {{"player", 0}, {"choice", "worker:" + section}, {"extra_workers", {section, section}}});
        CHECK(t.p(0).idleWorkers == before.idleWorkers + 3);
        CHECK(explained(t.state, "mauryan_empire", "takes 2 more Worker(s) with Growth"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Achaemenid Empire: after a Growth Worker, the first action may deploy it for free")
    {
        Table t = growthWithDynasty({"persia", 'A'}, "achaemenid_empire");
        t.act("growth", {{"player", 1}, {"choice", "bonus:gold"}});
        t.act("growth", {{"player", 0}, {"choice", "worker:food"}});
        t.act("event", {{"card", "aryan_migration__code_of_hammurabi"}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 0}}; p.stone = 0; });
        CHECK(freeFirstDeploy(catalog(), t.state, 0));
        CHECK_FALSE(freeFirstDeploy(catalog(), t.state, 1));
        t.act("deploy", {{"player", 0}, {"slot", 0}, {"free", true}});
        CHECK(t.p(0).buildings[0].workers == 1);
        CHECK(t.p(0).stone == 0);
        CHECK(explained(t.state, "achaemenid_empire", "without paying Stone"));
        CHECK_FALSE(freeFirstDeploy(catalog(), t.state, 0)); // only the first action
        t.act("pass", {{"player", 1}});
        CHECK_THROWS_WITH(t.act("deploy", {{"player", 0}, {"slot", 0}, {"free", true}}),
                          Catch::Contains("a free deploy needs a card that allows it now"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Roman Empire: +1 VP with the most Strength and Stability, else +2 Books with the most Stability")
    {
        Table t = tableOf({{"rome", 'A'}, {"greece", 'A'}});
        t.act("turmoil", turmoil(0, "roman_empire")); // Rome's Stability −2 this round...
        t.edit(0, [](PlayerState &p) { p.manualStability = 10; p.manualStrength = 10; });
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 0}});
        const auto both = resolveRound(catalog(), t.state);
        CHECK(resolutionSays(both, "Roman Empire: most Strength (sole most) and most Stability (sole most)"));
        GameState weak = t.state;
        weak.players[0].manualStrength = -10;
        const auto stableOnly = resolveRound(catalog(), weak);
        CHECK(resolutionSays(stableOnly, "Roman Empire: most Stability (sole most) and not most Strength"));
        CHECK(both.after.players[0].vp == stableOnly.after.players[0].vp + 1);
        GameState weakWithout = weak;
        weakWithout.players[0].dynasty.clear();
        CHECK(stableOnly.after.players[0].books == resolveRound(catalog(), weakWithout).after.players[0].books + 2);
    }
    SECTION("Songhai Empire: at Famine the other nations with the least Strength lose 3 more Food")
    {
        Table t = tableOf({{"mali", 'B'}, {"rome", 'A'}, {"greece", 'A'}});
        t.act("turmoil", turmoil(0, "songhai_empire"));
        t.edit(1, [](PlayerState &p) { p.manualStrength = -5; }); // Rome the weakest
        for (int p : {1, 2, 0})
            t.act("pass", {{"player", p}});
        GameState without = t.state;
        without.players[0].dynasty.clear();
        const auto r = resolveRound(catalog(), t.state), w = resolveRound(catalog(), without);
        CHECK(r.after.players[1].food == w.after.players[1].food - 3);
        CHECK(r.after.players[2].food == w.after.players[2].food);
        CHECK(resolutionSays(r, "Songhai Empire of A: least Strength, extra famine"));
    }
}

TEST_CASE("free Architects and optional Workers: Korea B, Arabs B, Qin Dynasty", "[dynasties][nation]")
{
    SECTION("Korea B: after buying a Golden Age, up to 2 Architects for free")
    {
        Table t = tableOf({{"korea", 'B'}, {"rome", 'A'}});
        t.edit(0, [](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{"pyramids", 0}; });
        CHECK_THROWS_WITH(t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"}, {"free_architects", 3}}),
                          Catch::Contains("up to 2 Architects for free"));
        const int stone = t.p(0).stone, architects = publicArchitectsLeft(catalog(), t.state);
        t.act("buy", {{"player", 0}, {"card", "aeneid"}, {"row", 1}, {"choice", "resource"}, {"free_architects", 2}});
        REQUIRE(t.p(0).wonderUnderConstruction);
        CHECK(t.p(0).wonderUnderConstruction->architects == 2);
        CHECK(t.p(0).stone == stone);                                      // no Stone paid
        CHECK(publicArchitectsLeft(catalog(), t.state) == architects); // none from the Score Board
        CHECK(explained(t.state, "korea_b_special", "a free Architect builds section 2 of"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Arabs B: a Battle bought may also take 1 Worker")
    {
        Table t = tableOf({{"arabs", 'B'}, {"rome", 'A'}, {"greece", 'A'}});
        t.edit(0, [](PlayerState &p) { p.buildings = {{"archer", 1}}; });
        const int idle = t.p(0).idleWorkers;
        t.act("buy", {{"player", 0}, {"card", "battle_of_kadesh"}, {"row", 1}, {"choice", "food"}});
        CHECK(t.p(0).idleWorkers == idle); // not asked for: none taken
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 2}});
        const PlayerState before = t.p(0);
        t.act("buy", {{"player", 0}, {"card", "battle_of_issus"}, {"row", 1}, {"choice", "food"}, {"take_worker", true}});
        CHECK(t.p(0).idleWorkers == before.idleWorkers + 1);
        CHECK(explained(t.state, "arabs_b_special", "takes a Worker from the"));
    }
    SECTION("Qin Dynasty: return a Worker to hire an Architect for free, up to 3 times a round")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}});
        t.act("turmoil", turmoil(0, "qin_dynasty"));
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) {
            p.wonderUnderConstruction = WonderUnderConstruction{"pyramids", 0};
            p.populationTaken = {2, 0};
            p.idleWorkers = 3;
        });
        const int stone = t.p(0).stone;
        for (int i = 0; i < 2; ++i)
            t.act("special", {{"player", 0}, {"card", "qin_dynasty"}});
        CHECK(t.p(0).idleWorkers == 1);
        CHECK(t.p(0).populationTaken[0] == 0);
        CHECK(t.p(0).wonderUnderConstruction->architects == 2);
        CHECK(t.p(0).stone == stone);
        CHECK_THROWS_WITH(t.act("special", {{"player", 0}, {"card", "qin_dynasty"}}),
                          Catch::Contains("no Worker was taken from the Population Track"));
        CHECK(t.state.roundInputs.actionPhase.byHand.empty());
        CHECK(t.replayed() == t.state);
    }
}

TEST_CASE("natural wonders are explored, then discovered (action 'explore')", "[dynasties][natural_wonder]")
{
    SECTION("Mount Kailash: three exploration turns on the Wonder-under-construction space, no Architects")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}});
        t.edit(0, [](PlayerState &p) { p.wonderUnderConstruction = WonderUnderConstruction{"pyramids", 1}; });
        t.act("buy", {{"player", 0}, {"card", "mount_kailash"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        REQUIRE(t.p(0).wonderUnderConstruction);
        CHECK(t.p(0).wonderUnderConstruction->card == "mount_kailash"); // the unfinished Pyramids are gone (FAQ R-14)
        CHECK(t.p(0).wonders.empty());
        CHECK_THROWS_WITH(t.act("hire", {{"player", 0}}), Catch::Contains("is a natural wonder: it is explored"));
        t.act("explore", {{"player", 0}});
        t.act("explore", {{"player", 0}});
        CHECK(t.p(0).wonderUnderConstruction->architects == 2);
        CHECK(explained(t.state, "mount_kailash", "explores Mount Kailash (2 of 3)"));
        t.act("explore", {{"player", 0}});
        CHECK_FALSE(t.p(0).wonderUnderConstruction);
        CHECK(t.p(0).wonders == std::vector<std::string>{"mount_kailash"});
        CHECK(explained(t.state, "mount_kailash", "discovers Mount Kailash"));
        CHECK_THROWS_WITH(t.act("explore", {{"player", 0}}), Catch::Contains("has no natural wonder to explore"));
        CHECK(t.replayed() == t.state);
    }
    SECTION("Mount Ararat: when discovered, every other nation loses 3 Food")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}, {"greece", 'A'}});
        t.act("buy", {{"player", 0}, {"card", "mount_ararat"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 2}});
        const int food0 = t.p(0).food, food1 = t.p(1).food, food2 = t.p(2).food;
        t.act("explore", {{"player", 0}});
        CHECK(t.p(0).food == food0);
        CHECK(t.p(1).food == food1 - 3);
        CHECK(t.p(2).food == food2 - 3);
    }
    SECTION("The Pillar of Hercules: +7 Strength until the end of the round")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}});
        t.act("buy", {{"player", 0}, {"card", "the_pillar_of_hercules"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        const int strength = strengthIn(t.state, 0);
        t.act("explore", {{"player", 0}});
        CHECK(strengthIn(t.state, 0) == strength + 7);
        t.act("pass", {{"player", 0}});
        CHECK(strengthIn(resolveRound(catalog(), t.state).after, 0) == strength);
    }
    SECTION("Aurora Borealis with America B: +2 Gold from the card, +2 Food from the nation special")
    {
        Table t = tableOf({{"america", 'B'}, {"rome", 'A'}}, 3);
        t.act("buy", {{"player", 0}, {"card", "aurora_borealis"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        const PlayerState before = t.p(0);
        t.act("explore", {{"player", 0}});
        CHECK(t.p(0).gold == before.gold + 2);
        CHECK(t.p(0).food == before.food + 2);
        CHECK(explained(t.state, "america_b_special", "discovered Aurora Borealis"));
    }
    SECTION("Uluru: +1 VP per nation that has already passed")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}, {"greece", 'A'}}, 7);
        t.act("buy", {{"player", 0}, {"card", "uluru"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        t.act("pass", {{"player", 2}});
        for (int i = 0; i < 3; ++i)
            t.act("explore", {{"player", 0}});
        const int vp = t.p(0).vp;
        t.act("explore", {{"player", 0}});
        CHECK(t.p(0).vp == vp + 2);
    }
    SECTION("Northwest Passage: when discovered, 2 Workers go back to the Population Track")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 7);
        t.act("buy", {{"player", 0}, {"card", "northwest_passage"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) {
            p.populationTaken = {1, 1};
            p.idleWorkers = 1;
        });
        t.act("explore", {{"player", 0}});
        CHECK_THROWS_WITH(t.act("explore", {{"player", 0}}), Catch::Contains("has no idle Worker to return"));
        t.edit(0, [](PlayerState &p) { p.idleWorkers = 3; });
        t.act("explore", {{"player", 0}, {"sections", {"stability", "food"}}});
        CHECK(t.p(0).idleWorkers == 1);
        CHECK(t.p(0).populationTaken == std::vector<int>{0, 0});
        CHECK(t.p(0).wonders == std::vector<std::string>{"northwest_passage"});
    }
    SECTION("Northwest Passage: a Worker returned to a full Population Track lies on top of it (Rulebook p.8)")
    {
        // Rulebook p.8 "Taking and Returning Workers": "If you are forced to return a Worker when you have no
        // free slots ... place the Worker on top of the Population Track nonetheless. The next time you take
        // a Worker, take this free Worker first."
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}}, 7);
        t.act("buy", {{"player", 0}, {"card", "northwest_passage"}, {"row", 1}});
        t.act("pass", {{"player", 1}});
        t.edit(0, [](PlayerState &p) {
            p.populationTaken = {1, 0}; // one free slot: the first Worker fills it, the second goes on top
            p.idleWorkers = 2;
        });
        t.act("explore", {{"player", 0}});
        t.act("explore", {{"player", 0}});
        CHECK(t.p(0).idleWorkers == 0);
        CHECK(t.p(0).populationTaken == std::vector<int>{0, 0});
        CHECK(t.p(0).freeWorkers == 1);
        bool explained = false;
        for (const auto &n : t.state.roundInputs.actionPhase.applied)
            explained = explained || n.text.find("on top of the full Population Track") != std::string::npos;
        CHECK(explained);
        CHECK(t.replayed() == t.state);
        CHECK(stateFromJson(toJson(t.state)) == t.state);
    }
    SECTION("discovered with every Wonder slot full: the table chooses the ready Wonder it covers")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}});
        t.edit(0, [](PlayerState &p) { p.wonders = {"pyramids", "colosseum", "great_wall", "hanging_gardens", "stonehenge"}; });
        t.act("buy", {{"player", 0}, {"card", "aurora_borealis"}, {"row", 1}, {"override", true}}); // an age II card
        t.act("pass", {{"player", 1}});
        CHECK_THROWS_WITH(t.act("explore", {{"player", 0}}), Catch::Contains("choose a ready Wonder to cover"));
        t.act("explore", {{"player", 0}, {"cover", 1}});
        CHECK(t.p(0).wonders[1] == "aurora_borealis");
    }
    SECTION("validation: a natural wonder explored to the end is not under construction any more")
    {
        Table t = tableOf({{"china", 'A'}, {"rome", 'A'}});
        GameState s = t.state;
        s.players[0].wonderUnderConstruction = WonderUnderConstruction{"mount_ararat", 1};
        REQUIRE(validate(catalog(), s).size() == 1);
        CHECK_THAT(validate(catalog(), s)[0], Catch::Contains("discovered after 1 exploration turn(s)"));
        s.players[0].wonderUnderConstruction->architects = 0;
        CHECK(validate(catalog(), s).empty());
    }
}

TEST_CASE("validation of the dynasty in play", "[dynasties][validate]")
{
    Table t = tableOf({{"greece", 'A'}, {"rome", 'A'}});
    GameState s = t.state;
    s.players[0].dynasty = "roman_empire";
    auto errors = validate(catalog(), s);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0], Catch::Contains("players[0].dynasty: Roman Empire is not a dynasty of Greece"));
    s.players[0].dynasty = "athens";
    s.options.cardSets = {"base"};
    errors = validate(catalog(), s);
    REQUIRE(errors.size() == 1);
    CHECK_THAT(errors[0], Catch::Contains("need the Dynasties card set"));
    s.players[0].dynasty = "atlantis";
    CHECK_THAT(validate(catalog(), s)[0], Catch::Contains("unknown dynasty card \"atlantis\""));
}

TEST_CASE("Japan B Emperor: Advisors bought are discarded and add a marker worth +1 Strength", "[dynasties][nation][markers]")
{
    // Card text (data/catalog/progress_cards.json japan_b_emperor): "Advisors you buy are discarded instead;
    // each adds a marker here worth +1 strength". Card text beats the rulebook (Rulebook appendix).
    Table t = tableOf({{"japan", 'B'}, {"rome", 'A'}});
    REQUIRE(t.state.players[0].advisors == std::vector<std::string>{"japan_b_emperor"});
    const int strength = strengthIn(t.state, 0);
    t.act("buy", {{"player", 0}, {"card", "augustus"}, {"row", 1}});
    // Augustus is not placed (its own +1 Strength does not count), the Emperor carries one marker.
    CHECK(t.state.players[0].advisors == std::vector<std::string>{"japan_b_emperor"});
    CHECK(t.state.players[0].markers.at("japan_b_emperor") == 1);
    CHECK(t.state.players[0].gold == 9);
    CHECK(strengthIn(t.state, 0) == strength + 1);
    CHECK(explained(t.state, "japan_b_emperor", "Augustus is discarded instead and adds a marker here (1 marker now"));
    const BoardValues b = boardValues(catalog(), t.state, 0);
    const auto item = std::find_if(b.strengthLine.items.begin(), b.strengthLine.items.end(),
                                   [](const ExplanationItem &i) { return i.source == "japan_b_emperor"; });
    REQUIRE(item != b.strengthLine.items.end());
    CHECK(item->amount == 1);
    CHECK(item->label.find("per marker on the card") != std::string::npos);
    t.act("pass", {{"player", 1}});
    t.act("buy", {{"player", 0}, {"card", "boudica"}, {"row", 2}});
    CHECK(t.state.players[0].markers.at("japan_b_emperor") == 2);
    CHECK(strengthIn(t.state, 0) == strength + 2);
    // The replay of the log gives the same board.
    CHECK(t.replayed().players[0].markers == t.state.players[0].markers);
    // No by-hand note for the Emperor any more, and the markers move the Strength comparisons (player
    // order, least-Strength effects) through the board values.
    for (const auto &a : t.state.roundInputs.actionPhase.applied)
        CHECK_FALSE((a.card == "japan_b_emperor" && a.text.find("by hand") != std::string::npos));
    const ResolutionResult r = resolveRound(catalog(), t.state);
    CHECK(boardValues(catalog(), r.after, 0).strength == boardValues(catalog(), r.after, 0).strengthLine.total);
    CHECK(r.after.players[0].markers.at("japan_b_emperor") == 2); // markers stay on the card
}

TEST_CASE("Polish-Lithuanian Commonwealth: Advisors on free Wonder spaces count in the slot limits", "[dynasties][validate]")
{
    // Card text (dynasty_cards.json polish_lithuanian_commonwealth): "Advisors you buy may be placed on
    // wonder spaces". Poland B: 1 Advisor slot, 6 Wonder spaces.
    Table t = tableOf({{"poland", 'B'}, {"rome", 'A'}});
    GameState s = t.state;
    s.players[0].advisors = {"augustus", "boudica", "buddha"};
    s.players[0].wonders = {"colosseum", "great_library", "great_lighthouse"};
    CHECK_THAT(validate(catalog(), s).at(0), Catch::Contains("players[0].advisors: only one Advisor"));
    s.players[0].dynasty = "polish_lithuanian_commonwealth";
    CHECK(advisorSlots(catalog(), s.players[0]) == 4); // 1 + the 3 Wonder spaces left
    CHECK(validate(catalog(), s).empty());
    // Covered by Poland's other dynasty, the Advisors it placed stay on their Wonder spaces; new ones do not.
    s.players[0].dynasty = "jagellonian_dynasty";
    s.players[0].dynastiesPlayed = {"polish_lithuanian_commonwealth", "jagellonian_dynasty"};
    CHECK(validate(catalog(), s).empty());
    CHECK(advisorSlots(catalog(), s.players[0]) == 1);
    s.players[0].dynasty = "polish_lithuanian_commonwealth";
    s.players[0].dynastiesPlayed = {"polish_lithuanian_commonwealth"};
    s.players[0].wonders = {"colosseum", "great_library", "great_lighthouse", "hanging_gardens", "petra"};
    // 5 ready Wonders + 2 Advisors on Wonder spaces > 6 spaces
    const auto errors = validate(catalog(), s);
    REQUIRE_FALSE(errors.empty());
    CHECK_THAT(errors[0], Catch::Contains("players[0].advisors"));

    // Buying: the new Advisor goes on a free Wonder space (explained); a Wonder made ready then has one
    // space less.
    t.edit(0, [](PlayerState &p) {
        p.dynasty = "polish_lithuanian_commonwealth";
        p.advisors = {"augustus"};
        p.wonders = {"colosseum", "great_library", "great_lighthouse", "hanging_gardens"};
    });
    t.act("buy", {{"player", 0}, {"card", "boudica"}, {"row", 1}});
    CHECK(t.state.players[0].advisors == std::vector<std::string>{"augustus", "boudica"});
    CHECK(explained(t.state, "polish_lithuanian_commonwealth", "Boudica is placed on a free Wonder space"));
    CHECK(wonderSpacesUsed(catalog(), t.state.players[0]) == 5);
    t.act("pass", {{"player", 1}});
    t.act("buy", {{"player", 0}, {"card", "buddha"}, {"row", 1}});
    CHECK(t.state.players[0].advisors.size() == 3);
    CHECK(wonderSpacesUsed(catalog(), t.state.players[0]) == 6);
    CHECK(validate(catalog(), t.state).empty());
    // Every space taken: the next Advisor replaces one (Rulebook p.16).
    t.act("buy", {{"player", 0}, {"card", "hannibal"}, {"row", 1}});
    CHECK(t.state.players[0].advisors == std::vector<std::string>{"hannibal", "boudica", "buddha"});
    // A Wonder made ready needs a free space: the Advisor on a Wonder space takes the last one.
    t.edit(0, [](PlayerState &p) {
        p.advisors = {"archimedes", "boudica"};
        p.wonders = {"colosseum", "great_lighthouse", "hanging_gardens", "petra", "pyramids"};
        p.wonderUnderConstruction = WonderUnderConstruction{"great_library", 0};
    });
    CHECK_THROWS_WITH(t.act("hire", {{"player", 0}, {"private", "archimedes"}}),
                      Catch::Contains("all 6 Wonder slots are full"));
}

TEST_CASE("Portugese Empire: Colonies on free Wonder spaces count in the slot limits", "[dynasties][validate]")
{
    // Card text (dynasty_cards.json portugese_empire): "Colonies you buy may be placed on wonder spaces".
    // Portugal B: 2 Colony slots, 5 Wonder spaces.
    Table t = tableOf({{"portugal", 'B'}, {"rome", 'A'}});
    GameState s = t.state;
    s.players[0].colonies = {"armenia", "babylonia", "gaul"};
    CHECK_THAT(validate(catalog(), s).at(0), Catch::Contains("players[0].colonies: 3 Colonies on 2 Colony slots"));
    s.players[0].dynasty = "portugese_empire";
    CHECK(colonySlots(catalog(), s.players[0]) == 7);
    CHECK(validate(catalog(), s).empty());
    s.players[0].wonders = {"colosseum", "great_library", "great_lighthouse", "hanging_gardens", "petra"};
    CHECK_FALSE(validate(catalog(), s).empty()); // 5 Wonders + 1 Colony on 5 spaces

    t.edit(0, [](PlayerState &p) {
        p.dynasty = "portugese_empire";
        p.colonies = {"armenia", "babylonia"};
        p.manualStrength = 20;
    });
    t.act("buy", {{"player", 0}, {"card", "hispania"}, {"row", 1}});
    CHECK(t.state.players[0].colonies == std::vector<std::string>{"armenia", "babylonia", "hispania"});
    CHECK(explained(t.state, "portugese_empire", "Hispania is placed on a free Wonder space"));
    CHECK(validate(catalog(), t.state).empty());
}
