extern "C" __global__ void kmeans_assign(const float* pts, const float* cent, int* label, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        float best = 3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        int bi = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        for (int c = 0; c < k; c++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            float d = 0.0f;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            for (int f = 0; f < 8; f++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                float t = pts[i * 8 + f] - cent[c * 8 + f];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                d += t * t;
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
            if (d < best) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                best = d;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
                bi = c;
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/kmeans_assign.cu"
        label[i] = bi;
    }
}
