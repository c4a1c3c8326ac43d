extern "C" __global__ void pairwise_dist_aos3_cf4x(const float* p, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int j_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int j_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int j_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int j_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    if (i < n && j_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dx_0 = p[3 * i + 0] - p[3 * j_0 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dy_0 = p[3 * i + 1] - p[3 * j_0 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dz_0 = p[3 * i + 2] - p[3 * j_0 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        out[i * n + j_0] = dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    if (i < n && j_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dx_1 = p[3 * i + 0] - p[3 * j_1 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dy_1 = p[3 * i + 1] - p[3 * j_1 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dz_1 = p[3 * i + 2] - p[3 * j_1 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        out[i * n + j_1] = dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    if (i < n && j_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dx_2 = p[3 * i + 0] - p[3 * j_2 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dy_2 = p[3 * i + 1] - p[3 * j_2 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dz_2 = p[3 * i + 2] - p[3 * j_2 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        out[i * n + j_2] = dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    if (i < n && j_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dx_3 = p[3 * i + 0] - p[3 * j_3 + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dy_3 = p[3 * i + 1] - p[3 * j_3 + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dz_3 = p[3 * i + 2] - p[3 * j_3 + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        out[i * n + j_3] = dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3;
    }
}
