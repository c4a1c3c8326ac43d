extern "C" __global__ void days_in_month_i32_cf2x(const int* year, const int* month, unsigned char* days, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int y_0 = year[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int m_0 = month[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int d_0 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (m_0 == 4 || m_0 == 6 || m_0 == 9 || m_0 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            d_0 = 30;
        else if (m_0 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            d_0 = (y_0 % 4 == 0 && y_0 % 100 != 0) || y_0 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        days[i_0] = (unsigned char)d_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int y_1 = year[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int m_1 = month[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int d_1 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (m_1 == 4 || m_1 == 6 || m_1 == 9 || m_1 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            d_1 = 30;
        else if (m_1 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            d_1 = (y_1 % 4 == 0 && y_1 % 100 != 0) || y_1 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        days[i_1] = (unsigned char)d_1;
    }
}
