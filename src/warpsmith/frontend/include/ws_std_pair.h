// warpsmith's model of std::pair (C++ [pairs.pair]) for device code: two public members
// `first` and `second`; the default constructor value-initializes both (zero for
// arithmetic members), the two-argument one converts each argument to its member's type.
// The frontend reads `std::pair<A, B>` as `ws_std_pair<A, B>` (frontend/stdmodels.py), so
// `std::pair<A, B>{}`, `return {a, b};` to a pair and `auto [x, y] = p;` read as they do
// for any struct with constructors. Not modelled: the converting constructors between pair
// types, comparison operators, std::make_pair, std::get.
template <typename A, typename B>
struct ws_std_pair {
  A first;
  B second;
  __host__ __device__ constexpr ws_std_pair() : first(), second() {}
  __host__ __device__ constexpr ws_std_pair(A a, B b) : first(a), second(b) {}
};
