#pragma once
// Conversions between nlohmann::json (the scoring/db layers) and QVariant (QML).

#include <QString>
#include <QVariant>

#include <nlohmann/json.hpp>

namespace nc::app {

/// JSON -> QVariant: objects become QVariantMap, arrays QVariantList, numbers int/double.
QVariant toVariant(const nlohmann::json &j);
/// QVariant (from QML: maps, lists, strings, numbers, bools) -> JSON. Integral doubles become integers.
nlohmann::json fromVariant(const QVariant &v);

inline QString qs(const std::string &s) { return QString::fromStdString(s); }
inline std::string ss(const QString &s) { return s.toStdString(); }

} // namespace nc::app
