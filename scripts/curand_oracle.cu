// Reference values of cuRAND's device API computed by the real library on the host
// (cuRAND's functions are inline; defining QUALIFIERS as __host__ __device__ compiles them
// for the CPU). Writes JSON to stdout. Built and run by scripts/curand_oracle.sh; its
// output is tests/data/curand_oracle.json, which tests/test_curand.py compares the
// simulator against. Normals: the host path uses sinf/cosf where the GPU uses __sincosf.
#define QUALIFIERS static __forceinline__ __host__ __device__
#include <curand_kernel.h>
#include <cstdio>

static const unsigned long long CASES[][3] = {
    {0ULL, 0ULL, 0ULL}, {1234ULL, 0ULL, 0ULL}, {1234ULL, 1ULL, 0ULL}, {1234ULL, 77ULL, 5ULL},
    {0xDEADBEEFCAFEULL, 3ULL, 123456789ULL}, {42ULL, (1ULL << 40) + 3ULL, 0ULL},
    {42ULL, 0ULL, (1ULL << 35) + 11ULL}, {7ULL, 1000003ULL, 3ULL},
    {~0ULL, ~0ULL >> 1, 2ULL}, {99ULL, 5ULL, 0xFFFFFFFFFULL},
};

template <class S> static void one(const char *gen, const unsigned long long *c, bool last) {
    S s;
    printf("  {\"gen\": \"%s\", \"seed\": %llu, \"subsequence\": %llu, \"offset\": %llu,\n",
           gen, c[0], c[1], c[2]);
    curand_init(c[0], c[1], c[2], &s);
    printf("   \"raw\": [");
    for (int i = 0; i < 9; i++) { unsigned r = curand(&s); printf("%s%u", i ? ", " : "", r); }
    printf("],\n   \"uniform\": [");
    for (int i = 0; i < 5; i++) { float u = curand_uniform(&s); printf("%s%.9g", i ? ", " : "", u); }
    printf("],\n   \"uniform_double\": [");
    for (int i = 0; i < 3; i++) { double u = curand_uniform_double(&s); printf("%s%.17g", i ? ", " : "", u); }
    printf("],\n   \"normal\": [");
    for (int i = 0; i < 5; i++) { float g = curand_normal(&s); printf("%s%.9g", i ? ", " : "", g); }
    printf("],\n   \"normal_double\": [");
    for (int i = 0; i < 3; i++) { double g = curand_normal_double(&s); printf("%s%.17g", i ? ", " : "", g); }
    printf("],\n   \"after_skipahead\": [");
    skipahead(1000ULL, &s);
    unsigned a = curand(&s);
    skipahead_sequence(2ULL, &s);
    unsigned b = curand(&s);
    printf("%u, %u]}%s\n", a, b, last ? "" : ",");
}

int main() {
    const int n = sizeof(CASES) / sizeof(CASES[0]);
    printf("{\"source\": \"scripts/curand_oracle.cu (cuRAND %d, host build)\",\n \"cases\": [\n",
           CURAND_VERSION);
    for (int i = 0; i < n; i++) one<curandStateXORWOW_t>("xorwow", CASES[i], false);
    for (int i = 0; i < n; i++) one<curandStatePhilox4_32_10_t>("philox", CASES[i], i == n - 1);
    printf(" ],\n \"philox4\": [\n");
    for (int i = 0; i < 4; i++) {
        curandStatePhilox4_32_10_t s;
        curand_init(1234ULL, 9ULL, (unsigned long long)i, &s);
        uint4 q = curand4(&s);
        float4 u = curand_uniform4(&s);
        float4 g = curand_normal4(&s);
        unsigned r = curand(&s);
        printf("  {\"offset\": %d, \"curand4\": [%u, %u, %u, %u], \"uniform4\": [%.9g, %.9g, %.9g, %.9g],"
               " \"normal4\": [%.9g, %.9g, %.9g, %.9g], \"next\": %u}%s\n", i, q.x, q.y, q.z, q.w,
               u.x, u.y, u.z, u.w, g.x, g.y, g.z, g.w, r, i == 3 ? "" : ",");
    }
    printf(" ]\n}\n");
    return 0;
}
