extern "C" __global__ void haversine_dist_cf8x(const float* lat1, const float* lon1, const float* lat2, const float* lon2, float* dist, float radius, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_0 = lat1[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_0 = lat2[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_0 = sinf(0.5f * (p2_0 - p1_0));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_0 = sinf(0.5f * (lon2[i_0] - lon1[i_0]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_0 = s1_0 * s1_0 + cosf(p1_0) * cosf(p2_0) * s2_0 * s2_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_0] = 2.0f * radius * asinf(sqrtf(fminf(h_0, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_1 = lat1[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_1 = lat2[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_1 = sinf(0.5f * (p2_1 - p1_1));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_1 = sinf(0.5f * (lon2[i_1] - lon1[i_1]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_1 = s1_1 * s1_1 + cosf(p1_1) * cosf(p2_1) * s2_1 * s2_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_1] = 2.0f * radius * asinf(sqrtf(fminf(h_1, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_2 = lat1[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_2 = lat2[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_2 = sinf(0.5f * (p2_2 - p1_2));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_2 = sinf(0.5f * (lon2[i_2] - lon1[i_2]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_2 = s1_2 * s1_2 + cosf(p1_2) * cosf(p2_2) * s2_2 * s2_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_2] = 2.0f * radius * asinf(sqrtf(fminf(h_2, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_3 = lat1[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_3 = lat2[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_3 = sinf(0.5f * (p2_3 - p1_3));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_3 = sinf(0.5f * (lon2[i_3] - lon1[i_3]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_3 = s1_3 * s1_3 + cosf(p1_3) * cosf(p2_3) * s2_3 * s2_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_3] = 2.0f * radius * asinf(sqrtf(fminf(h_3, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_4 = lat1[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_4 = lat2[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_4 = sinf(0.5f * (p2_4 - p1_4));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_4 = sinf(0.5f * (lon2[i_4] - lon1[i_4]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_4 = s1_4 * s1_4 + cosf(p1_4) * cosf(p2_4) * s2_4 * s2_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_4] = 2.0f * radius * asinf(sqrtf(fminf(h_4, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_5 = lat1[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_5 = lat2[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_5 = sinf(0.5f * (p2_5 - p1_5));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_5 = sinf(0.5f * (lon2[i_5] - lon1[i_5]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_5 = s1_5 * s1_5 + cosf(p1_5) * cosf(p2_5) * s2_5 * s2_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_5] = 2.0f * radius * asinf(sqrtf(fminf(h_5, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_6 = lat1[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_6 = lat2[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_6 = sinf(0.5f * (p2_6 - p1_6));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_6 = sinf(0.5f * (lon2[i_6] - lon1[i_6]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_6 = s1_6 * s1_6 + cosf(p1_6) * cosf(p2_6) * s2_6 * s2_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_6] = 2.0f * radius * asinf(sqrtf(fminf(h_6, 1.0f)));
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p1_7 = lat1[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float p2_7 = lat2[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s1_7 = sinf(0.5f * (p2_7 - p1_7));
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float s2_7 = sinf(0.5f * (lon2[i_7] - lon1[i_7]));
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        float h_7 = s1_7 * s1_7 + cosf(p1_7) * cosf(p2_7) * s2_7 * s2_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/haversine_dist.cu"
        dist[i_7] = 2.0f * radius * asinf(sqrtf(fminf(h_7, 1.0f)));
    }
}
