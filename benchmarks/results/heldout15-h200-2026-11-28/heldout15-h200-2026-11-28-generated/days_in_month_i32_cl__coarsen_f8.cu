extern "C" __global__ void days_in_month_i32_cf8x(const int* year, const int* month, unsigned char* days, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_4 = year[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_4 = month[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_4 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_4 == 4 || m_4 == 6 || m_4 == 9 || m_4 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_4 = 30;
        else if (m_4 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_4 = (y_4 % 4 == 0 && y_4 % 100 != 0) || y_4 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_4] = (unsigned char)d_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_5 = year[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_5 = month[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_5 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_5 == 4 || m_5 == 6 || m_5 == 9 || m_5 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_5 = 30;
        else if (m_5 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_5 = (y_5 % 4 == 0 && y_5 % 100 != 0) || y_5 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_5] = (unsigned char)d_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_6 = year[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_6 = month[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_6 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_6 == 4 || m_6 == 6 || m_6 == 9 || m_6 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_6 = 30;
        else if (m_6 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_6 = (y_6 % 4 == 0 && y_6 % 100 != 0) || y_6 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_6] = (unsigned char)d_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int y_7 = year[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int m_7 = month[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        int d_7 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        if (m_7 == 4 || m_7 == 6 || m_7 == 9 || m_7 == 11)
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_7 = 30;
        else if (m_7 == 2)
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
            d_7 = (y_7 % 4 == 0 && y_7 % 100 != 0) || y_7 % 400 == 0 ? 29 : 28;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cl"
        days[i_7] = (unsigned char)d_7;
    }
}
