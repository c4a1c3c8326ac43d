// warpsmith's std::tuple (C++ [tuple]) for device code and constant expressions: the
// frontend reads `std::tuple<A, B>` as `ws_std_tuple<A, B>` (frontend/stdmodels.py) and
// gives each instance a struct of the elements as members _0, _1, .. (frontend/stdtuple.py,
// which also reads std::make_tuple, std::tuple_cat, std::apply and std::get<I>). This
// declaration only tells the parser that the name is a class template.
template <typename... Ts>
struct ws_std_tuple {};
