#include "nations/stored_game.h"

#include "core/json_input.h"
#include "db/game_store.h"

namespace nn = nc::nations;

namespace nc::app {

namespace {

LogDamage damageAt(int64_t seq, std::string reason)
{
    return LogDamage{seq, seq - 1, std::move(reason)};
}

// The rows that pass the chain, with their payloads parsed; stops at the first unreadable payload.
struct ParsedLog {
    std::vector<std::pair<std::string, nlohmann::json>> rows; ///< kind, payload; rows[0] is the setup row
    std::optional<LogDamage> damage;
};

ParsedLog parseLog(const nc::db::GameStore &store, int64_t gameId)
{
    const nc::db::CheckedLog checked = store.checkedActions(gameId);
    ParsedLog out;
    for (const auto &row : checked.actions) {
        if (row.seq == 1 && row.kind != "setup") {
            out.damage = damageAt(1, "row 1 of the log is a \"" + nc::quoteText(row.kind, 60)
                                         + "\" action, not the game's setup");
            return out;
        }
        try {
            out.rows.emplace_back(row.kind, nc::parseJson(row.payloadJson));
        } catch (const nc::JsonInputError &e) {
            out.damage = damageAt(row.seq, "row " + std::to_string(row.seq) + " of the log cannot be read: " + e.what());
            return out;
        }
    }
    if (checked.damage)
        out.damage = damageAt(checked.damage->seq, checked.damage->reason);
    else if (out.rows.empty())
        out.damage = damageAt(1, "the game has no setup row in its log");
    return out;
}

} // namespace

std::optional<LogDamage> checkStoredLog(const nc::db::GameStore &store, int64_t gameId)
{
    return parseLog(store, gameId).damage;
}

StoredGame loadStoredGame(const nc::db::GameStore &store, const nn::Catalog &catalog, int64_t gameId)
{
    ParsedLog parsed = parseLog(store, gameId);
    StoredGame game;
    game.damage = parsed.damage;
    if (parsed.rows.empty())
        return game;
    try {
        game.setup = nn::setupFromJson(parsed.rows.front().second);
        game.state = nn::newGame(catalog, game.setup);
    } catch (const std::exception &e) {
        game.damage = damageAt(1, std::string("the game's setup (row 1 of the log) is refused: ") + e.what());
        return game;
    }
    game.setupRead = true;
    // One action at a time, as the controller applied them when they were played, so a refusal names
    // its row. applyToLog() appends to game.log only what it accepts.
    for (size_t i = 1; i < parsed.rows.size(); ++i) {
        const int64_t seq = int64_t(i) + 1;
        try {
            game.state = nn::applyToLog(catalog, game.setup, game.log, game.state,
                                        nn::Action{parsed.rows[i].first, std::move(parsed.rows[i].second)});
        } catch (const std::exception &e) {
            game.damage = damageAt(seq, "the game's rules refuse row " + std::to_string(seq) + " of the log (a \""
                                            + nc::quoteText(parsed.rows[i].first, 60) + "\" action): " + e.what());
            break;
        }
    }
    return game;
}

} // namespace nc::app
