extern "C" __global__ void days_in_month_i32(const int* year, const int* month, unsigned char* days, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y = year[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m = month[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m == 4 || m == 6 || m == 9 || m == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d = 30;
        else if (m == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i] = (unsigned char)d;
    }
}
