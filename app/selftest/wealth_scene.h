#pragma once
// The Wealth of Nations game the screenshots show (--screenshot: won-*.png).

#include <QString>

namespace nc::app {

class WealthGame;

/// A 4-player game of Wealth of Nations: `toTheEnd` false drafts and stops in round 2's Trade after a few
/// buys, sales and notes; true plays on through the end trigger to the final score pad. Returns the first
/// refusal, "" when all went through.
QString playWealthScene(WealthGame &g, bool toTheEnd);

} // namespace nc::app
