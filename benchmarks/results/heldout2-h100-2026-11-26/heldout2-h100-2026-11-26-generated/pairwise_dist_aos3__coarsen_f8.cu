extern "C" __global__ void pairwise_dist_aos3_cf8x(const float* p, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_0 = p[3 * i + 0] - p[3 * j_0 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_0 = p[3 * i + 1] - p[3 * j_0 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_0 = p[3 * i + 2] - p[3 * j_0 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_0] = dx_0 * dx_0 + dy_0 * dy_0 + dz_0 * dz_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_1 = p[3 * i + 0] - p[3 * j_1 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_1 = p[3 * i + 1] - p[3 * j_1 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_1 = p[3 * i + 2] - p[3 * j_1 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_1] = dx_1 * dx_1 + dy_1 * dy_1 + dz_1 * dz_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_2 = p[3 * i + 0] - p[3 * j_2 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_2 = p[3 * i + 1] - p[3 * j_2 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_2 = p[3 * i + 2] - p[3 * j_2 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_2] = dx_2 * dx_2 + dy_2 * dy_2 + dz_2 * dz_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_3 = p[3 * i + 0] - p[3 * j_3 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_3 = p[3 * i + 1] - p[3 * j_3 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_3 = p[3 * i + 2] - p[3 * j_3 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_3] = dx_3 * dx_3 + dy_3 * dy_3 + dz_3 * dz_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_4 = p[3 * i + 0] - p[3 * j_4 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_4 = p[3 * i + 1] - p[3 * j_4 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_4 = p[3 * i + 2] - p[3 * j_4 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_4] = dx_4 * dx_4 + dy_4 * dy_4 + dz_4 * dz_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_5 = p[3 * i + 0] - p[3 * j_5 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_5 = p[3 * i + 1] - p[3 * j_5 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_5 = p[3 * i + 2] - p[3 * j_5 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_5] = dx_5 * dx_5 + dy_5 * dy_5 + dz_5 * dz_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_6 = p[3 * i + 0] - p[3 * j_6 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_6 = p[3 * i + 1] - p[3 * j_6 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_6 = p[3 * i + 2] - p[3 * j_6 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_6] = dx_6 * dx_6 + dy_6 * dy_6 + dz_6 * dz_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx_7 = p[3 * i + 0] - p[3 * j_7 + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy_7 = p[3 * i + 1] - p[3 * j_7 + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz_7 = p[3 * i + 2] - p[3 * j_7 + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j_7] = dx_7 * dx_7 + dy_7 * dy_7 + dz_7 * dz_7;
    }
}
