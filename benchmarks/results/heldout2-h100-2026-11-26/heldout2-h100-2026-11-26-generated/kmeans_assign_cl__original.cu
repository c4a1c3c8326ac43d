extern "C" __global__ void kmeans_assign(const float* pts, const float* cent, int* label, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        float best = 3e38f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        int bi = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        for (int c = 0; c < k; c++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            float d = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            for (int f = 0; f < 8; f++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                float t = pts[i * 8 + f] - cent[c * 8 + f];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                d += t * t;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
            if (d < best) {
#line 16 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                best = d;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
                bi = c;
            }
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cl"
        label[i] = bi;
    }
}
