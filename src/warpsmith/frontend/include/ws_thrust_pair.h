// warpsmith's model of thrust::pair and thrust::make_pair (<thrust/pair.h>) for device
// code (docs/cxx-thrust.md). The frontend reads `thrust::pair<A, B>` as
// `ws_thrust_pair<A, B>` and `thrust::make_pair(a, b)` as `ws_thrust_make_pair(a, b)`
// (frontend/stdmodels.py); `thrust::get<I>(p)` of a pair is its member (frontend/thrust.py).
// A pair is two public members `first` and `second`; the default constructor
// value-initializes both (zero for arithmetic members), the two-argument one converts each
// argument to its member's type. make_pair takes its arguments by value, so the pair's
// types are the decayed argument types. The comparisons between pairs of one type are
// Thrust's: == and != member by member, < lexicographic (first, then second), and >, <=,
// >= from < (here const members, Thrust's are free functions: the same for two pairs of
// one type). Not modelled: the converting constructors between pair types and from
// std::pair, swap, tuple_size/tuple_element of a pair.
template <typename A, typename B>
struct ws_thrust_pair {
  A first;
  B second;
  __host__ __device__ constexpr ws_thrust_pair() : first(), second() {}
  __host__ __device__ constexpr ws_thrust_pair(A a, B b) : first(a), second(b) {}
  __host__ __device__ constexpr bool operator==(const ws_thrust_pair &y) const {
    return first == y.first && second == y.second;
  }
  __host__ __device__ constexpr bool operator!=(const ws_thrust_pair &y) const {
    return !(*this == y);
  }
  __host__ __device__ constexpr bool operator<(const ws_thrust_pair &y) const {
    return first < y.first || (!(y.first < first) && second < y.second);
  }
  __host__ __device__ constexpr bool operator>(const ws_thrust_pair &y) const {
    return y < *this;
  }
  __host__ __device__ constexpr bool operator<=(const ws_thrust_pair &y) const {
    return !(y < *this);
  }
  __host__ __device__ constexpr bool operator>=(const ws_thrust_pair &y) const {
    return !(*this < y);
  }
};
template <typename A, typename B>
__host__ __device__ constexpr ws_thrust_pair<A, B> ws_thrust_make_pair(A a, B b) {
  return ws_thrust_pair<A, B>(a, b);
}
