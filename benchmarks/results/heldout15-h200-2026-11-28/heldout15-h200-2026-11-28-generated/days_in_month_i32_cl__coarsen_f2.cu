extern "C" __global__ void days_in_month_i32_cf2x(const int* year, const int* month, unsigned char* days, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_0 = year[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_0 = month[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_0 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_0 == 4 || m_0 == 6 || m_0 == 9 || m_0 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_0 = 30;
        else if (m_0 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_0 = (y_0 % 4 == 0 && y_0 % 100 != 0) || y_0 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_0] = (unsigned char)d_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_1 = year[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_1 = month[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_1 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_1 == 4 || m_1 == 6 || m_1 == 9 || m_1 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_1 = 30;
        else if (m_1 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_1 = (y_1 % 4 == 0 && y_1 % 100 != 0) || y_1 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_1] = (unsigned char)d_1;
    }
}
