extern "C" __global__ void overheat_count_rows(const float* temp, int* count, float limit, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    int r = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        int c = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        for (int k = 0; k < t; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
            if (temp[r * t + k] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
                c++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cl"
        count[r] = c;
    }
}
