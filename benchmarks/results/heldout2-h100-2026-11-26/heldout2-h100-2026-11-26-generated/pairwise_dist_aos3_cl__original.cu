extern "C" __global__ void pairwise_dist_aos3(const float* p, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int j = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    int i = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
    if (i < n && j < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dx = p[3 * i + 0] - p[3 * j + 0];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dy = p[3 * i + 1] - p[3 * j + 1];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        float dz = p[3 * i + 2] - p[3 * j + 2];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/pairwise_dist_aos3.cl"
        out[i * n + j] = dx * dx + dy * dy + dz * dz;
    }
}
