extern "C" __global__ void gbmv_rows(const float* band, const float* x, float* y, int n, int hw) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
        int w = 2 * hw + 1;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
        float s = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
        for (int d = 0; d < w; d++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
            int j = i - hw + d;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
            if (j >= 0 && j < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
                s += band[i * w + d] * x[j];
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/kernels/gbmv_rows.cu"
        y[i] = s;
    }
}
