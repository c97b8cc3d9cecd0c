#include "history/score_category_names.h"

#include <QCoreApplication>

namespace nc::app {

namespace {

struct Name {
    const char *gameType;
    const char *key;
    const char *text; // English, translated in the "ScoreCategory" context
};

// The pads' rows: Nations Rulebook p.20 "Final scoring" (A-E), the Dice Game's VP track and tiles (R l.112,
// l.200), Wealth of Nations' tiles, money and notes (W l.1049-1054).
constexpr Name kNames[] = {
    {"nations", "game_vp", QT_TRANSLATE_NOOP("ScoreCategory", "Game VP")},
    {"nations", "colonies", QT_TRANSLATE_NOOP("ScoreCategory", "Colonies")},
    {"nations", "wonders", QT_TRANSLATE_NOOP("ScoreCategory", "Wonders")},
    {"nations", "buildings_military", QT_TRANSLATE_NOOP("ScoreCategory", "Buildings & Military")},
    {"nations", "resources", QT_TRANSLATE_NOOP("ScoreCategory", "Resources ÷ 10")},
    {"nations_dice", "books", QT_TRANSLATE_NOOP("ScoreCategory", "Books")},
    {"nations_dice", "famine", QT_TRANSLATE_NOOP("ScoreCategory", "Famine")},
    {"nations_dice", "war", QT_TRANSLATE_NOOP("ScoreCategory", "War")},
    {"nations_dice", "buildings", QT_TRANSLATE_NOOP("ScoreCategory", "Buildings")},
    {"nations_dice", "military", QT_TRANSLATE_NOOP("ScoreCategory", "Military")},
    {"nations_dice", "colonies", QT_TRANSLATE_NOOP("ScoreCategory", "Colonies")},
    {"nations_dice", "advisors", QT_TRANSLATE_NOOP("ScoreCategory", "Advisors")},
    {"nations_dice", "wonders", QT_TRANSLATE_NOOP("ScoreCategory", "Wonders")},
    {"wealth_of_nations", "tiles", QT_TRANSLATE_NOOP("ScoreCategory", "Industry tiles")},
    {"wealth_of_nations", "money", QT_TRANSLATE_NOOP("ScoreCategory", "Money")},
    {"wealth_of_nations", "notes", QT_TRANSLATE_NOOP("ScoreCategory", "Promissory notes")},
};

} // namespace

QString scoreCategoryName(const std::string &gameType, const std::string &key, const std::string &storedLabel)
{
    for (const Name &n : kNames)
        if (gameType == n.gameType && key == n.key)
            return QCoreApplication::translate("ScoreCategory", n.text);
    return QString::fromStdString(storedLabel.empty() ? key : storedLabel);
}

} // namespace nc::app
