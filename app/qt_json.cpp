#include "qt_json.h"

#include <QJSValue>
#include <QVariantList>
#include <QVariantMap>
#include <cmath>

namespace nc::app {

QVariant toVariant(const nlohmann::json &j)
{
    switch (j.type()) {
    case nlohmann::json::value_t::object: {
        QVariantMap m;
        for (auto it = j.begin(); it != j.end(); ++it)
            m.insert(qs(it.key()), toVariant(it.value()));
        return m;
    }
    case nlohmann::json::value_t::array: {
        QVariantList l;
        for (const auto &e : j)
            l.append(toVariant(e));
        return l;
    }
    case nlohmann::json::value_t::string: return qs(j.get<std::string>());
    case nlohmann::json::value_t::boolean: return j.get<bool>();
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned: return j.get<int>();
    case nlohmann::json::value_t::number_float: return j.get<double>();
    default: return {};
    }
}

nlohmann::json fromVariant(const QVariant &in)
{
    QVariant v = in;
    // Values handed over from JavaScript arrive as QJSValue.
    if (v.metaType() == QMetaType::fromType<QJSValue>())
        v = v.value<QJSValue>().toVariant();
    switch (v.metaType().id()) {
    case QMetaType::QVariantMap: {
        nlohmann::json o = nlohmann::json::object();
        const QVariantMap m = v.toMap();
        for (auto it = m.begin(); it != m.end(); ++it)
            o[ss(it.key())] = fromVariant(it.value());
        return o;
    }
    case QMetaType::QVariantList:
    case QMetaType::QStringList: {
        nlohmann::json a = nlohmann::json::array();
        for (const QVariant &e : v.toList())
            a.push_back(fromVariant(e));
        return a;
    }
    case QMetaType::QString: return ss(v.toString());
    case QMetaType::Bool: return v.toBool();
    case QMetaType::Int:
    case QMetaType::LongLong:
    case QMetaType::UInt: return v.toLongLong();
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = v.toDouble();
        if (std::isfinite(d) && d == std::floor(d) && std::abs(d) < 1e15)
            return static_cast<long long>(d);
        return d;
    }
    case QMetaType::UnknownType:
    case QMetaType::Nullptr: return nullptr;
    default:
        if (v.canConvert<QVariantMap>() && v.metaType().id() != QMetaType::QString)
            return fromVariant(v.toMap());
        return ss(v.toString());
    }
}

} // namespace nc::app
