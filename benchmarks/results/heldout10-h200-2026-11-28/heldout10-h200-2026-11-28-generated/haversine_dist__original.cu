extern "C" __global__ void haversine_dist(const float* lat1, const float* lon1, const float* lat2, const float* lon2, float* dist, float radius, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1 = lat1[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2 = lat2[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1 = sinf(0.5f * (p2 - p1));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2 = sinf(0.5f * (lon2[i] - lon1[i]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h = s1 * s1 + cosf(p1) * cosf(p2) * s2 * s2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i] = 2.0f * radius * asinf(sqrtf(fminf(h, 1.0f)));
    }
}
