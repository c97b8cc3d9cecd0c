#pragma once
// A short scripted game of Nations played through GameController, exactly as the UI would (growth,
// Event Card, cards and Workers, War, passes, resolution with default answers, confirm). Used by the
// --self-test smoke run and by --screenshot to produce the documentation images.

#include <QString>

#include <functional>

namespace nc::app {

class GameController;

struct ScriptedGameOptions {
    int lastRound = 2;   ///< 2, 4, 6 or 8
    QString campaign;    ///< the campaign the game belongs to (setup "campaign"), "" = none
    /// 2-5: the seats after Anna and Ben (Chloé Greece B, Dev China B, Emil Persia B) take Growth, buy
    /// nothing and pass last (the layout check's 5-player table).
    int players = 2;
    /// Called at "setup" (before startGame), "round" (round inputs and boards entered, before the
    /// preview), "breakdown" (resolution preview open) and "final" (score sheet ready), with the round.
    std::function<void(const QString &stage, int round)> onStage;
};

/// Plays the game from setup to the final score. Returns "" on success, else what went wrong
/// (including the controller's lastError at that moment).
QString playScriptedGame(GameController &controller, const ScriptedGameOptions &options);

/// The setup the script uses: two players, Egypt B and Rome B (sides with complete data).
QVariantMap scriptedSetup(int lastRound);

} // namespace nc::app
