extern "C" __global__ void label_smooth_rows(const int* labels, float* out, float eps, int n, int classes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
    if (r < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
        float off = eps / classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
        float on = 1.0f - eps + off;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
        int lab = labels[r];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
        for (int c = 0; c < classes; c++)
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/label_smooth_rows.cu"
            out[r * classes + c] = c == lab ? on : off;
    }
}
