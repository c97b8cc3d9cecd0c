#include "history/history_statistics.h"

#include "history/game_type_list.h"
#include "history/score_category_names.h"

#include <QDateTime>

#include "db/database.h"
#include "db/game_store.h"
#include "db/solo_statistics.h"
#include "db/statistics.h"
#include "history/campaign_history.h"
#include "nations/campaign.h"
#include "nations/catalog.h"
#include "qt_json.h"
#include "session/game_types.h"
#include "wealth_of_nations/components.h"

namespace nc::app {

namespace {

HistoryStatistics *g_instance = nullptr;

using Column = StatsTableModel::Column;

QVariant optional(const std::optional<int> &v) { return v ? QVariant(*v) : QVariant(); }

// A difficulty level as the setup page names it (Rulebook p.11); "" for a game that stored none (the Dice Game).
QString levelName(const std::optional<nations::Difficulty> &d)
{
    if (!d)
        return {};
    switch (*d) {
    case nations::Difficulty::Emperor: return HistoryStatistics::tr("Emperor");
    case nations::Difficulty::King: return HistoryStatistics::tr("King");
    case nations::Difficulty::Prince: return HistoryStatistics::tr("Prince");
    case nations::Difficulty::Chieftain: return HistoryStatistics::tr("Chieftain");
    }
    return {};
}

QString difficultyName(const std::string &key) { return levelName(nations::difficultyFromKey(key)); }

// 1 = Chieftain .. 4 = Emperor: higher is harder, for the campaign chart.
int levelNumber(nations::Difficulty d) { return 5 - int(d); }

qint64 msecs(const std::string &isoDate) { return QDateTime::fromString(qs(isoDate), Qt::ISODate).toMSecsSinceEpoch(); }

} // namespace

HistoryStatistics::HistoryStatistics(db::Database *db, const nations::Catalog &catalog, const GameTypes &types,
                                     QObject *parent)
    : QObject(parent)
    , m_db(db)
    , m_catalog(catalog)
    , m_types(types)
    , m_players(new StatsTableModel(this))
    , m_nations(new StatsTableModel(this))
    , m_rivals(new StatsTableModel(this))
    , m_seats(new StatsTableModel(this))
    , m_scores(new StatsTableModel(this))
    , m_categories(new StatsTableModel(this))
    , m_byPlayerCount(new StatsTableModel(this))
    , m_byDifficulty(new StatsTableModel(this))
    , m_soloPositions(new StatsTableModel(this))
    , m_soloBests(new StatsTableModel(this))
    , m_campaignProgress(new StatsTableModel(this))
    , m_campaignStandings(new StatsTableModel(this))
{
    m_gameTypes = gameTypeList(types);
    // No query here (app start): the statistics page calls refresh() when it opens.
}

HistoryStatistics *HistoryStatistics::create(QQmlEngine *, QJSEngine *)
{
    Q_ASSERT(g_instance);
    QJSEngine::setObjectOwnership(g_instance, QJSEngine::CppOwnership);
    return g_instance;
}

void HistoryStatistics::setInstance(HistoryStatistics *instance) { g_instance = instance; }

void HistoryStatistics::clearInstance(const HistoryStatistics *instance)
{
    if (g_instance == instance)
        g_instance = nullptr;
}

void HistoryStatistics::setFilter(QString &member, const QString &value)
{
    if (member == value)
        return;
    member = value;
    Q_EMIT filterChanged();
    refresh();
}

void HistoryStatistics::setGameType(const QString &v) { setFilter(m_gameType, v); }
void HistoryStatistics::setFrom(const QString &v) { setFilter(m_from, v); }
void HistoryStatistics::setTo(const QString &v) { setFilter(m_to, v); }
void HistoryStatistics::setWithPlayer(const QString &v) { setFilter(m_withPlayer, v); }
void HistoryStatistics::setPlayer(const QString &v) { setFilter(m_player, v); }
void HistoryStatistics::setDifficulty(const QString &v) { setFilter(m_difficulty, v); }
void HistoryStatistics::setCardSet(const QString &v) { setFilter(m_cardSet, v); }

void HistoryStatistics::setCampaign(const QString &v)
{
    if (m_campaign == v)
        return;
    m_campaign = v;
    Q_EMIT campaignChanged();
    refreshCampaign();
    Q_EMIT changed();
}

void HistoryStatistics::setPlayerCount(int v)
{
    if (m_playerCount == v)
        return;
    m_playerCount = v;
    Q_EMIT filterChanged();
    refresh();
}

QString HistoryStatistics::gameTypeName(const std::string &id) const
{
    const Ruleset *r = m_types.find(id);
    return r ? qs(r->info().name) : qs(id);
}

QString HistoryStatistics::nationName(const std::string &gameType, const std::string &id) const
{
    if (gameType == "wealth_of_nations")
        return qs(won::nationName(id)); // the Flag's nation
    const auto *n = m_catalog.nation(id);
    return n ? qs(n->name) : qs(id);
}

void HistoryStatistics::refresh()
{
    db::StatsFilter filter{m_gameType.toStdString(), m_from.toStdString(), m_to.toStdString(), m_playerCount,
                           m_withPlayer.toStdString(), m_difficulty.toStdString(), m_cardSet.toStdString()};
    db::Statistics s;
    try {
        m_knownPlayers.clear();
        if (!m_db)
            throw std::runtime_error(tr("The database is not available: there is no history to count.").toStdString());
        for (const auto &name : db::GameStore(*m_db).knownPlayers())
            m_knownPlayers << qs(name);
        m_knownPlayers.sort(Qt::CaseInsensitive);
        // A chosen player who is not in the history (any more) has no detail rather than an error.
        const bool known = m_knownPlayers.contains(m_player, Qt::CaseInsensitive);
        s = db::statistics(*m_db, filter, known ? m_player.toStdString() : std::string());
        m_error.clear();
    } catch (const std::exception &e) {
        m_error = qs(e.what());
    }
    m_games = s.games;

    const Column game{tr("Game"), QStringLiteral("game")};
    const Column plays{tr("Plays"), QStringLiteral("plays")};
    const Column wins{tr("Wins"), QStringLiteral("wins")};
    const Column winRate{tr("Win rate"), QStringLiteral("winRate"), -1, true};
    const Column average{tr("Average"), QStringLiteral("average"), 1};
    const auto results = [](QVariantMap row, const db::Results &r) {
        row.insert(QStringLiteral("plays"), r.plays);
        row.insert(QStringLiteral("multiplayerPlays"), r.multiplayerPlays);
        row.insert(QStringLiteral("wins"), r.wins);
        row.insert(QStringLiteral("winRate"), r.winRate);
        row.insert(QStringLiteral("average"), r.averageScore);
        return row;
    };

    QVariantList rows;
    for (const auto &p : s.players)
        rows << results({{QStringLiteral("name"), qs(p.name)}, {QStringLiteral("game"), gameTypeName(p.gameType)},
                         {QStringLiteral("best"), p.bestScore}, {QStringLiteral("bestSolo"), optional(p.bestSoloScore)}},
                        p.results);
    m_players->setTable({{tr("Player"), QStringLiteral("name")}, game, plays, wins, winRate, average,
                         {tr("Best"), QStringLiteral("best")}, {tr("Best solo"), QStringLiteral("bestSolo")}},
                        rows);

    rows.clear();
    for (const auto &n : s.nations)
        rows << results({{QStringLiteral("game"), gameTypeName(n.gameType)},
                         {QStringLiteral("nation"), nationName(n.gameType, n.nation)}, {QStringLiteral("side"), qs(n.side)}},
                        n.results);
    m_nations->setTable({game, {tr("Nation"), QStringLiteral("nation")}, {tr("Side"), QStringLiteral("side")}, plays,
                         wins, winRate, average},
                        rows);

    rows.clear();
    for (const auto &r : s.rivals)
        rows << QVariantMap{{QStringLiteral("game"), gameTypeName(r.gameType)}, {QStringLiteral("a"), qs(r.playerA)},
                            {QStringLiteral("b"), qs(r.playerB)}, {QStringLiteral("games"), r.games},
                            {QStringLiteral("aAhead"), r.aAhead}, {QStringLiteral("bAhead"), r.bAhead},
                            {QStringLiteral("even"), r.even}};
    m_rivals->setTable({game, {tr("Player"), QStringLiteral("a")}, {tr("Rival"), QStringLiteral("b")},
                        {tr("Games together"), QStringLiteral("games")}, {tr("Player ahead"), QStringLiteral("aAhead")},
                        {tr("Rival ahead"), QStringLiteral("bAhead")}, {tr("Same place"), QStringLiteral("even")}},
                       rows);

    rows.clear();
    for (const auto &r : s.seats)
        rows << QVariantMap{{QStringLiteral("game"), gameTypeName(r.gameType)}, {QStringLiteral("seat"), r.seat + 1},
                            {QStringLiteral("plays"), r.plays}, {QStringLiteral("wins"), r.wins},
                            {QStringLiteral("winRate"), r.winRate}};
    m_seats->setTable({game, {tr("Seat at setup"), QStringLiteral("seat")}, plays, wins, winRate}, rows);

    QVariantList scoreRows, categoryRows, countRows, difficultyRows;
    m_categoriesGame.clear();
    if (s.player && !s.player->scores.empty())
        m_categoriesGame = gameTypeName(m_gameType.isEmpty() ? s.player->scores.back().gameType : m_gameType.toStdString());
    if (s.player) {
        for (const auto &p : s.player->scores) {
            const QDateTime day = QDateTime::fromString(qs(p.date), Qt::ISODate);
            scoreRows << QVariantMap{{QStringLiteral("date"), qs(p.date)},
                                     {QStringLiteral("time"), day.toMSecsSinceEpoch()},
                                     {QStringLiteral("game"), gameTypeName(p.gameType)},
                                     {QStringLiteral("score"), p.score}, {QStringLiteral("rank"), p.rank},
                                     {QStringLiteral("players"), p.players},
                                     {QStringLiteral("nation"), p.nation.empty() ? QString() : nationName(p.gameType, p.nation)}};
        }
        for (const auto &c : s.player->categories)
            categoryRows << QVariantMap{
                {QStringLiteral("game"), gameTypeName(c.gameType)},
                {QStringLiteral("category"), scoreCategoryName(c.gameType, c.key, c.label)},
                {QStringLiteral("games"), c.games}, {QStringLiteral("average"), c.average}};
        for (const auto &d : s.player->byDifficulty)
            difficultyRows << QVariantMap{{QStringLiteral("game"), gameTypeName(d.gameType)},
                                          {QStringLiteral("difficulty"), difficultyName(d.difficulty)},
                                          {QStringLiteral("plays"), d.plays}, {QStringLiteral("average"), d.averageScore},
                                          {QStringLiteral("best"), d.bestScore}};
        for (const auto &c : s.player->byPlayerCount)
            countRows << QVariantMap{{QStringLiteral("game"), gameTypeName(c.gameType)},
                                     {QStringLiteral("players"), c.players}, {QStringLiteral("plays"), c.plays},
                                     {QStringLiteral("wins"), c.wins}, {QStringLiteral("average"), c.averageScore}};
    }
    m_scores->setTable({{tr("Date"), QStringLiteral("date")}, game, {tr("Score"), QStringLiteral("score")},
                        {tr("Rank"), QStringLiteral("rank")}, {tr("Players"), QStringLiteral("players")},
                        {tr("Nation"), QStringLiteral("nation")}},
                       scoreRows);
    m_categories->setTable({game, {tr("Category"), QStringLiteral("category")}, {tr("Games"), QStringLiteral("games")},
                            average},
                           categoryRows);
    m_byPlayerCount->setTable({game, {tr("Players"), QStringLiteral("players")}, plays, wins, average}, countRows);
    m_byDifficulty->setTable({game, {tr("Difficulty"), QStringLiteral("difficulty")}, {tr("Solo games"), QStringLiteral("plays")},
                              average, {tr("Best"), QStringLiteral("best")}},
                             difficultyRows);
    refreshSolo(filter);
    refreshCampaign();
    Q_EMIT changed();
}

void HistoryStatistics::refreshSolo(const db::StatsFilter &filter)
{
    db::SoloStatistics solo;
    try {
        if (m_db && m_error.isEmpty())
            solo = db::soloStatistics(*m_db, filter);
    } catch (const std::exception &e) {
        m_error = qs(e.what());
    }
    const Column game{tr("Game"), QStringLiteral("game")};
    const Column difficulty{tr("Difficulty"), QStringLiteral("difficulty")};
    const Column player{tr("Player"), QStringLiteral("player")};
    QVariantList rows;
    for (const auto &p : solo.positions) {
        const QString level = difficultyName(p.difficulty);
        rows << QVariantMap{{QStringLiteral("date"), qs(p.date.substr(0, 10))}, {QStringLiteral("time"), msecs(p.date)},
                            {QStringLiteral("game"), gameTypeName(p.gameType)}, {QStringLiteral("difficulty"), level},
                            {QStringLiteral("line"), level.isEmpty() ? gameTypeName(p.gameType)
                                                                     : tr("%1, %2").arg(gameTypeName(p.gameType), level)},
                            {QStringLiteral("player"), qs(p.player)}, {QStringLiteral("score"), p.score},
                            {QStringLiteral("position"), p.position}};
    }
    m_soloPositions->setTable({{tr("Date"), QStringLiteral("date")}, game, difficulty, player,
                               {tr("Score"), QStringLiteral("score")},
                               {tr("Hall of Fame position"), QStringLiteral("position")}},
                              rows);
    rows.clear();
    for (const auto &b : solo.bests)
        rows << QVariantMap{{QStringLiteral("player"), qs(b.player)}, {QStringLiteral("game"), gameTypeName(b.gameType)},
                            {QStringLiteral("difficulty"), difficultyName(b.difficulty)}, {QStringLiteral("games"), b.games},
                            {QStringLiteral("best"), b.best}, {QStringLiteral("bestDate"), qs(b.bestDate.substr(0, 10))},
                            {QStringLiteral("average"), b.averageScore}};
    m_soloBests->setTable({player, game, difficulty, {tr("Solo games"), QStringLiteral("games")},
                           {tr("Personal best"), QStringLiteral("best")}, {tr("Reached on"), QStringLiteral("bestDate")},
                           {tr("Average"), QStringLiteral("average"), 1}},
                          rows);
}

void HistoryStatistics::refreshCampaign()
{
    // Campaigns are Nations' (scoring/nations/campaign.h): every game of the campaign counts, whatever the filter.
    std::vector<nations::CampaignGame> games;
    m_campaigns.clear();
    try {
        if (m_db && m_error.isEmpty()) {
            db::GameStore store(*m_db);
            for (const auto &name : store.campaignNames("nations"))
                m_campaigns << qs(name);
            if (!m_campaigns.contains(m_campaign)) {
                m_campaign = m_campaigns.value(0);
                Q_EMIT campaignChanged();
            }
            if (!m_campaign.isEmpty())
                games = campaignGames(store.campaignHistory("nations", m_campaign.toStdString()), m_campaign.toStdString());
        }
    } catch (const std::exception &e) {
        m_error = qs(e.what());
    }
    const auto progress = nations::campaignProgress(games);
    QVariantList rows;
    for (size_t k = 0; k < progress.size(); ++k)
        for (const auto &st : progress[k])
            rows << QVariantMap{{QStringLiteral("game"), int(k) + 1}, {QStringLiteral("player"), qs(st.player)},
                                {QStringLiteral("level"), levelName(st.level)},
                                {QStringLiteral("levelNumber"), levelNumber(st.level)}, {QStringLiteral("wins"), st.wins}};
    const Column player{tr("Player"), QStringLiteral("player")};
    const Column level{tr("Level"), QStringLiteral("level")};
    const Column wins{tr("Wins"), QStringLiteral("wins")};
    m_campaignProgress->setTable({{tr("After game"), QStringLiteral("game")}, player, level, wins}, rows);
    rows.clear();
    if (!progress.empty())
        for (const auto &st : progress.back())
            rows << QVariantMap{{QStringLiteral("player"), qs(st.player)}, {QStringLiteral("level"), levelName(st.level)},
                                {QStringLiteral("wins"), st.wins}, {QStringLiteral("games"), st.games},
                                {QStringLiteral("won"), st.wonCampaign ? tr("Won the campaign") : QString()}};
    m_campaignStandings->setTable({player, level, wins, {tr("Games"), QStringLiteral("games")},
                                   {tr("Campaign"), QStringLiteral("won")}},
                                  rows);
}

} // namespace nc::app
