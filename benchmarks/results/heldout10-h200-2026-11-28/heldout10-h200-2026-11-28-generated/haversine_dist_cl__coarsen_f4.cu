extern "C" __global__ void haversine_dist_cf4x(const float* lat1, const float* lon1, const float* lat2, const float* lon2, float* dist, float radius, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p1_0 = lat1[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p2_0 = lat2[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s1_0 = sinf(0.5f * (p2_0 - p1_0));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s2_0 = sinf(0.5f * (lon2[i_0] - lon1[i_0]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float h_0 = s1_0 * s1_0 + cosf(p1_0) * cosf(p2_0) * s2_0 * s2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        dist[i_0] = 2.0f * radius * asinf(sqrtf(fminf(h_0, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p1_1 = lat1[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p2_1 = lat2[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s1_1 = sinf(0.5f * (p2_1 - p1_1));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s2_1 = sinf(0.5f * (lon2[i_1] - lon1[i_1]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float h_1 = s1_1 * s1_1 + cosf(p1_1) * cosf(p2_1) * s2_1 * s2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        dist[i_1] = 2.0f * radius * asinf(sqrtf(fminf(h_1, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p1_2 = lat1[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p2_2 = lat2[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s1_2 = sinf(0.5f * (p2_2 - p1_2));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s2_2 = sinf(0.5f * (lon2[i_2] - lon1[i_2]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float h_2 = s1_2 * s1_2 + cosf(p1_2) * cosf(p2_2) * s2_2 * s2_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        dist[i_2] = 2.0f * radius * asinf(sqrtf(fminf(h_2, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p1_3 = lat1[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float p2_3 = lat2[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s1_3 = sinf(0.5f * (p2_3 - p1_3));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float s2_3 = sinf(0.5f * (lon2[i_3] - lon1[i_3]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        float h_3 = s1_3 * s1_3 + cosf(p1_3) * cosf(p2_3) * s2_3 * s2_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cl"
        dist[i_3] = 2.0f * radius * asinf(sqrtf(fminf(h_3, 1.0f)));
    }
}
