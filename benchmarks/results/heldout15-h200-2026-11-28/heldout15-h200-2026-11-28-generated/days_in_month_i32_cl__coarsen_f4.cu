extern "C" __global__ void days_in_month_i32_cf4x(const int* year, const int* month, unsigned char* days, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_2 = year[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_2 = month[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_2 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_2 == 4 || m_2 == 6 || m_2 == 9 || m_2 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_2 = 30;
        else if (m_2 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_2 = (y_2 % 4 == 0 && y_2 % 100 != 0) || y_2 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_2] = (unsigned char)d_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_3 = year[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_3 = month[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_3 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_3 == 4 || m_3 == 6 || m_3 == 9 || m_3 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_3 = 30;
        else if (m_3 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_3 = (y_3 % 4 == 0 && y_3 % 100 != 0) || y_3 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_3] = (unsigned char)d_3;
    }
}
