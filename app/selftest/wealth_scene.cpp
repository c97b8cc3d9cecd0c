#include "selftest/wealth_scene.h"

#include "wealth_of_nations/wealth_game.h"

namespace nc::app {

QString playWealthScene(WealthGame &g, bool toTheEnd)
{
    auto ok = [&g](bool done) { return done ? QString() : QStringLiteral("wealth scene: ") + g.lastError(); };
    if (!toTheEnd) {
        if (!g.start({QStringLiteral("Anna"), QStringLiteral("Ben"), QStringLiteral("Chloé"), QStringLiteral("Dev")},
                     {QStringLiteral("bolshevia"), QStringLiteral("bharat"), QStringLiteral("anglica"), QStringLiteral("arazzaq")}, 1))
            return ok(false);
        // The draft of 4 players from Ben (W l.456-536): round 1 clockwise, round 2 back, round 3 clockwise.
        const struct { int seat; const char *package; } picks[] = {
            {1, "industry_3"}, {2, "industry_4"}, {3, "industry_5"}, {0, "industry_1"},
            {0, "commodity_1"}, {3, "commodity_2"}, {2, "commodity_3"}, {1, "commodity_4"},
            {1, "commodity_5"}, {2, "commodity_6"}, {3, "industry_6"}, {0, "industry_2"}};
        for (const auto &p : picks)
            if (!g.draftPackage(p.seat, QString::fromLatin1(p.package)))
                return ok(false);
        if (!g.buy(0, QStringLiteral("food")) || !g.sell(3, QStringLiteral("ore")) || !g.takeNote(2) || !g.endPhase(false)
            || !g.placeFlag(2) || !g.build(2, QStringLiteral("academy"), false) || !g.automate(0) || !g.endPhase(false)
            || !g.addBloc(0, QStringLiteral("farm"), 6, 7, 6, 0, 0, true, false) || !g.produce(0) || !g.produce(1)
            || !g.addBloc(2, QStringLiteral("academy"), 3, 5, 3, 0, 0, false, false) || !g.produce(2) || !g.produce(3)
            || !g.endPhase(false))
            return ok(false);
        if (!g.buy(1, QStringLiteral("capital")) || !g.buy(1, QStringLiteral("capital")) || !g.sell(0, QStringLiteral("food"))
            || !g.sell(0, QStringLiteral("food")) || !g.sell(2, QStringLiteral("labor")) || !g.takeNote(3))
            return ok(false);
        return {};
    }
    if (!g.endPhase(false) || !g.endPhase(true) || !g.endPhase(false) || !g.sell(3, QStringLiteral("ore")))
        return ok(false);
    const int money[4] = {57, 75, 60, 130};
    for (int p = 0; p < 4; ++p)
        if (!g.finalMoney(p, money[p]))
            return ok(false);
    return ok(g.endPhase(false));
}

} // namespace nc::app
