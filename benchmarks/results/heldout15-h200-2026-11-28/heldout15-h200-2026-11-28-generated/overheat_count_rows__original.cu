extern "C" __global__ void overheat_count_rows(const float* temp, int* count, float limit, int rows, int t) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
    if (r < rows) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        int c = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        for (int k = 0; k < t; k++)
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
            if (temp[r * t + k] > limit)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
                c++;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/overheat_count_rows.cu"
        count[r] = c;
    }
}
