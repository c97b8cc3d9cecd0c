#include "db/logged_game.h"

#include "db/action_chain.h"
#include "db/database.h"
#include "db/edit_support.h"
#include "db/uuid.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <map>
#include <set>

namespace nc::db {

namespace {

[[noreturn]] void refuse(const Database &db, const std::string &field, const std::string &message)
{
    throw DbError("Cannot log the game: " + field + ": " + message + " (database '" + db.path() + "')");
}

void check(const Database &db, const LoggedGame &game, const LoggedGameRules &rules)
{
    if (game.gameType.empty())
        refuse(db, "game_type", "no game type given");
    if (!edit::isDay(db, game.date))
        refuse(db, "date", "expected a day as YYYY-MM-DD, found \"" + game.date + "\"");
    const int n = int(game.seats.size());
    if (n < rules.minPlayers || n > rules.maxPlayers)
        refuse(db, "seats", "this game is played by " + std::to_string(rules.minPlayers) + " to "
                                + std::to_string(rules.maxPlayers) + " players, found " + std::to_string(n));
    std::set<std::string> keys;
    for (const LoggedCategory &c : game.categories)
        if (c.key.empty() || !keys.insert(c.key).second)
            refuse(db, "categories", "each category needs its own key (\"" + c.key + "\")");
    for (size_t i = 0; i < game.seats.size(); ++i) {
        const LoggedSeat &s = game.seats[i];
        const std::string at = "seats[" + std::to_string(i) + "]";
        if (edit::trimmed(s.player).empty())
            refuse(db, at + ".player", "the name is empty");
        if (s.side != '\0' && (!rules.sides || (s.side != 'A' && s.side != 'B')))
            refuse(db, at + ".side", rules.sides ? "A or B" : "this game type has no board sides");
        if (game.categories.empty() && !s.categories.empty())
            refuse(db, at + ".categories", "give the game's categories first");
        if (game.categories.empty())
            continue;
        std::map<std::string, int> byKey(s.categories.begin(), s.categories.end());
        long long sum = 0;
        for (const LoggedCategory &c : game.categories) {
            const auto it = byKey.find(c.key);
            if (it == byKey.end())
                refuse(db, at + ".categories." + c.key, "missing");
            sum += it->second;
        }
        if (byKey.size() != game.categories.size())
            refuse(db, at + ".categories", "a category the game does not have");
        if (sum != s.score)
            refuse(db, at + ".score", std::to_string(s.score) + " is not the sum of the categories ("
                                          + std::to_string(sum) + ")");
    }
}

// The game-type seam's sheet (scoring/core/ruleset.h FinalScoreSheet::toJson), so the statistics read the
// categories of a logged game as they read the app's own.
nlohmann::json sheet(const LoggedGame &game, const std::vector<int> &ranks)
{
    nlohmann::json cats = nlohmann::json::array();
    for (const LoggedCategory &c : game.categories)
        cats.push_back({{"key", c.key}, {"label", c.label}});
    nlohmann::json players = nlohmann::json::array();
    for (size_t i = 0; i < game.seats.size(); ++i) {
        nlohmann::json byKey = nlohmann::json::object();
        for (const auto &[key, value] : game.seats[i].categories)
            byKey[key] = value;
        players.push_back({{"name", edit::trimmed(game.seats[i].player)}, {"categories", byKey},
                           {"total", game.seats[i].score}, {"rank", ranks[i]}, {"lines", nlohmann::json::array()}});
    }
    return {{"categories", cats}, {"players", players}, {"tie_rule", "logged: equal scores share a place"},
            {"hall_of_fame_title", game.hallOfFameTitle.empty() ? nlohmann::json(nullptr) : nlohmann::json(game.hallOfFameTitle)}};
}

} // namespace

int64_t logGame(Database &db, const LoggedGame &given, const LoggedGameRules &rules)
{
    LoggedGame game = given;
    const bool byCategory = std::any_of(game.seats.begin(), game.seats.end(), [](const LoggedSeat &s) { return !s.categories.empty(); });
    if (game.categories.empty() && byCategory)
        game.categories = rules.categories; // the game type's pad rows
    check(db, game, rules);
    std::vector<int> ranks;
    for (const LoggedSeat &s : game.seats) {
        int better = 0;
        for (const LoggedSeat &o : game.seats)
            better += o.score > s.score ? 1 : 0;
        ranks.push_back(better + 1);
    }

    Transaction tx(db);
    std::vector<int64_t> players;
    for (size_t i = 0; i < game.seats.size(); ++i) {
        const int64_t id = edit::playerId(db, edit::trimmed(game.seats[i].player));
        if (std::find(players.begin(), players.end(), id) != players.end())
            refuse(db, "seats[" + std::to_string(i) + "].player", "\"" + game.seats[i].player + "\" is listed twice");
        players.push_back(id);
    }
    // Noon UTC: the day stays the same day in every time zone the group is likely to be in.
    const std::string when = game.date + "T12:00:00.000Z";
    Statement insert = db.prepareCached(std::string("INSERT INTO games (game_type, status, created_at, finished_at, solo, "
                                              "options_json, final_json, hall_of_fame_title, uuid, place, notes, source) "
                                              "VALUES (?1, 'finished', ?2, ?2, ?3, '{}', ?4, ?5, ")
                                  + kNewUuidSql + ", ?6, ?7, 'logged')");
    insert.bind(1, game.gameType).bind(2, when).bind(3, int64_t(game.seats.size() == 1 ? 1 : 0));
    insert.bindOrNull(4, game.categories.empty() ? std::nullopt : std::optional<std::string>(sheet(game, ranks).dump()));
    insert.bindOrNull(5, game.hallOfFameTitle.empty() ? std::nullopt : std::optional<std::string>(game.hallOfFameTitle));
    insert.bind(6, edit::trimmed(game.place)).bind(7, game.notes).run();
    const int64_t gameId = db.lastInsertRowId();

    Statement seat = db.prepareCached("INSERT INTO game_players (game_id, seat, player_id, nation, side, score, rank) "
                                "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
    for (size_t i = 0; i < game.seats.size(); ++i) {
        const LoggedSeat &s = game.seats[i];
        seat.bind(1, gameId).bind(2, int64_t(i)).bind(3, players[i]).bind(4, s.nation);
        seat.bind(5, s.side == '\0' ? std::string() : std::string(1, s.side));
        seat.bind(6, int64_t(s.score)).bind(7, int64_t(ranks[i])).run();
        seat.reset();
    }
    Statement last = db.prepare("UPDATE players SET last_played_at = max(last_played_at, ?1) WHERE id = ?2");
    for (const int64_t id : players) {
        last.bind(1, when).bind(2, id).run();
        last.reset();
    }

    // A setup row like every game's, with its checksum chain, so the log checks pass and an export carries it.
    const std::string payload = R"({"logged":true})";
    const std::string chain = actionChain("", gameId, 1, "setup", payload);
    Statement action = db.prepareCached("INSERT INTO actions (game_id, seq, kind, payload_json, created_at, chain) "
                                  "VALUES (?1, 1, 'setup', ?2, ?3, ?4)");
    action.bind(1, gameId).bind(2, payload).bind(3, when).bind(4, chain).run();
    Statement head = db.prepare("UPDATE games SET log_head = ?1 WHERE id = ?2");
    head.bind(1, chain).bind(2, gameId).run();
    tx.commit();
    return gameId;
}

} // namespace nc::db
