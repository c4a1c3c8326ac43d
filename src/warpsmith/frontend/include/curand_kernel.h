/* warpsmith's curand_kernel.h: the state types of cuRAND's device API, with the
   library's layout (field names and order as in CUDA's curand_kernel.h and
   curand_philox4x32_x.h). curand_init, curand, curand_uniform, curand_normal, ... are
   builtins of warpsmith (ir/curand.py); printed CUDA includes the real header. */
#ifndef WARPSMITH_CURAND_KERNEL_H
#define WARPSMITH_CURAND_KERNEL_H
struct curandStateXORWOW {
    unsigned int d;
    unsigned int v[5];
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStateXORWOW curandStateXORWOW_t;
typedef struct curandStateXORWOW curandState_t;
typedef struct curandStateXORWOW curandState;
struct curandStatePhilox4_32_10 {
    uint4 ctr;
    uint4 output;
    uint2 key;
    unsigned int STATE;
    int boxmuller_flag;
    int boxmuller_flag_double;
    float boxmuller_extra;
    double boxmuller_extra_double;
};
typedef struct curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
#endif
