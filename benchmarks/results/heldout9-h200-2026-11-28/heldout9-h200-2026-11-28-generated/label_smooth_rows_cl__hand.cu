extern "C" __global__ void label_smooth_rows_hand(const int* labels, float* out, float eps, int n, int classes) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
    if (i < n * classes) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
        int r = i / classes;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
        int c = i - r * classes;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
        float off = eps / classes;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
        float on = 1.0f - eps + off;
#line 12 "/work/main/.stage/main/benchmarks/heldout9/hand/label_smooth_rows_hand.cl"
        out[i] = c == labels[r] ? on : off;
    }
}
