extern "C" __global__ void pairwise_dist_aos3(const float* p, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
    if (i < n && j < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dx = p[3 * i + 0] - p[3 * j + 0];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dy = p[3 * i + 1] - p[3 * j + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        float dz = p[3 * i + 2] - p[3 * j + 2];
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cu"
        out[i * n + j] = dx * dx + dy * dy + dz * dz;
    }
}
