#include "session/game_session.h"

#include "core/command_log.h"
#include "core/json_input.h"
#include "db/game_store.h"

namespace nc::app {

namespace {

bool isUndoRedo(const std::string &name) { return name == "undo" || name == "redo"; }

} // namespace

GameSession::GameSession(db::GameStore &store, const Ruleset &ruleset) : m_store(store), m_ruleset(ruleset) {}

std::vector<std::string> GameSession::kinds(const std::vector<Command> &log) const
{
    std::vector<std::string> out;
    out.reserve(log.size());
    for (const Command &c : log)
        out.push_back(c.name);
    return out;
}

LogWalk GameSession::walk(const std::vector<Command> &log) const
{
    return walkLog(kinds(log), [this](const std::string &k) { return m_ruleset.isUndoBarrier(k); });
}

Applied GameSession::replay(const std::vector<Command> &log) const
{
    const LogWalk w = walk(log);
    if (w.badEntry)
        throw GameInputError("command " + std::to_string(*w.badEntry + 1) + " of the log is \"" + log[*w.badEntry].name +
                             "\" but there is nothing to " + log[*w.badEntry].name);
    Applied a{m_ruleset.newGame(m_setup).state, {}};
    for (size_t i : w.effective())
        a.state = m_ruleset.apply(a.state, log[i]).state;
    return a;
}

int64_t GameSession::start(const nlohmann::json &setup, const std::vector<db::NationCorrectionUpdate> &corrections)
{
    NewGame game = m_ruleset.newGame(setup); // refused before anything is stored
    std::vector<db::SeatInfo> seats;
    for (const Seat &s : game.seats)
        seats.push_back(db::SeatInfo{s.player, s.nation, s.side});
    const nlohmann::json options = setup.is_object() ? setup.value("options", nlohmann::json::object()) : nlohmann::json::object();
    const int64_t id = m_store.createGame(m_ruleset.info().id, options.dump(), seats, setup.dump(), corrections);
    m_gameId = id;
    m_setup = setup;
    m_log.clear();
    m_last = Applied{std::move(game.state), {}};
    m_damage.reset();
    return id;
}

void GameSession::resume(int64_t gameId)
{
    const auto summary = m_store.game(gameId);
    if (!summary)
        throw GameInputError("there is no game " + std::to_string(gameId));
    if (summary->gameType != m_ruleset.info().id)
        throw GameInputError("game " + std::to_string(gameId) + " is a game of \"" + summary->gameType + "\", not of " +
                             m_ruleset.info().name);
    const db::CheckedLog checked = m_store.checkedActions(gameId);
    m_gameId = gameId;
    m_log.clear();
    m_last = Applied{};
    m_damage.reset();
    m_setup = nlohmann::json();
    const auto damageAt = [this](int64_t seq, const std::string &why) {
        m_damage = SessionDamage{seq, why};
    };
    for (const db::StoredAction &row : checked.actions) {
        try {
            const nlohmann::json payload = parseJson(row.payloadJson);
            if (row.seq == 1) {
                if (row.kind != "setup")
                    throw GameInputError("it is a \"" + quoteText(row.kind, 60) + "\" row, not the game's setup");
                m_setup = payload;
                m_last = replay(m_log);
                continue;
            }
            Command c = m_ruleset.fromRow(row.kind, payload);
            std::vector<Command> next = m_log;
            next.push_back(std::move(c));
            // undo/redo and the rows after them replay from the setup; a plain command applies on top
            m_last = isUndoRedo(next.back().name) ? replay(next) : Applied{m_ruleset.apply(m_last.state, next.back()).state, {}};
            m_log = std::move(next);
        } catch (const std::exception &e) { // JSON, the rules, a malformed setup: damage at this row
            damageAt(row.seq, "row " + std::to_string(row.seq) + " of the log cannot be replayed: " + e.what());
            break;
        }
    }
    if (!m_damage && checked.damage)
        damageAt(checked.damage->seq, checked.damage->reason);
    if (!m_damage && m_setup.is_null())
        damageAt(1, "the game has no setup row in its log");
}

void GameSession::adopt(int64_t gameId, nlohmann::json setup, std::vector<Command> log, nlohmann::json state,
                        std::optional<SessionDamage> damage)
{
    m_gameId = gameId;
    m_setup = std::move(setup);
    m_log = std::move(log);
    m_last = Applied{std::move(state), {}};
    m_damage = std::move(damage);
}

const Applied &GameSession::run(const Command &command)
{
    if (!m_gameId)
        throw GameInputError("no game is open");
    if (m_damage)
        throw GameInputError("this game's log is damaged at row " + std::to_string(m_damage->seq) +
                             "; it can be looked at but not continued");
    Applied next;
    std::vector<Command> log = m_log;
    log.push_back(command);
    if (isUndoRedo(command.name)) {
        const LogWalk w = walk(m_log);
        if (command.name == "undo" && w.done.empty())
            throw GameInputError("nothing to undo");
        if (command.name == "redo" && w.undone.empty())
            throw GameInputError("nothing to redo");
        next = replay(log);
    } else {
        next = m_ruleset.apply(m_last.state, command); // refused here: nothing stored
    }
    const auto [kind, payload] = m_ruleset.toRow(command);
    m_store.appendAction(*m_gameId, kind, payload.dump()); // on disk before it takes effect
    m_log = std::move(log);
    m_last = std::move(next);
    return m_last;
}

bool GameSession::canUndo() const { return m_gameId && !m_damage && undoTarget(); }
bool GameSession::canRedo() const { return m_gameId && !m_damage && redoTarget(); }

std::optional<size_t> GameSession::undoTarget() const
{
    const LogWalk w = walk(m_log);
    return w.done.empty() ? std::nullopt : std::optional<size_t>(w.done.back());
}

std::optional<size_t> GameSession::redoTarget() const
{
    const LogWalk w = walk(m_log);
    return w.undone.empty() ? std::nullopt : std::optional<size_t>(w.undone.back());
}

FinalScoreSheet GameSession::finish()
{
    if (!m_gameId)
        throw GameInputError("no game is open");
    if (m_damage)
        throw GameInputError("this game's log is damaged (" + m_damage->reason + "): its result is not stored");
    if (!isOver())
        throw GameInputError("the game is not over yet: its final score is stored after the last round");
    FinalScoreSheet sheet = m_ruleset.finalScore(m_last.state);
    std::vector<db::SeatResult> results;
    for (size_t i = 0; i < sheet.players.size(); ++i)
        results.push_back(db::SeatResult{static_cast<int>(i), sheet.players[i].total, sheet.players[i].rank});
    m_store.finishGame(*m_gameId, m_ruleset.resultDocument(m_last.state, sheet).dump(), results,
                       sheet.hallOfFameTitle.value_or(""));
    return sheet;
}

std::vector<size_t> GameSession::inEffect() const
{
    return walk(m_log).effective();
}

bool GameSession::isOver() const
{
    return m_gameId && m_ruleset.isOver(m_last.state);
}

} // namespace nc::app
