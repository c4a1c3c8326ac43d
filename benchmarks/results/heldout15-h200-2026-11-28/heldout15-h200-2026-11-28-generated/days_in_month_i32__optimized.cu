extern "C" __global__ void days_in_month_i32_opt(const int* year, const int* month, unsigned char* days, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    int4 year_v0;
    int4 month_v1;
    uchar4 days_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (ucond) {
            year_v0 = *(const int4*)&year[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int y_m0 = year_v0.x;
            month_v1 = *(const int4*)&month[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int m_m0 = month_v1.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int d_m0 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            if (m_m0 == 4 || m_m0 == 6 || m_m0 == 9 || m_m0 == 11) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                d_m0 = 30;
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                if (m_m0 == 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                    d_m0 = (y_m0 % 4 == 0 && y_m0 % 100 != 0) || y_m0 % 400 == 0 ? 29 : 28;
                }
            }
            days_v2.x = (unsigned char)d_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int y_m1 = year_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int m_m1 = month_v1.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int d_m1 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            if (m_m1 == 4 || m_m1 == 6 || m_m1 == 9 || m_m1 == 11) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                d_m1 = 30;
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                if (m_m1 == 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                    d_m1 = (y_m1 % 4 == 0 && y_m1 % 100 != 0) || y_m1 % 400 == 0 ? 29 : 28;
                }
            }
            days_v2.y = (unsigned char)d_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int y_m2 = year_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int m_m2 = month_v1.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int d_m2 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            if (m_m2 == 4 || m_m2 == 6 || m_m2 == 9 || m_m2 == 11) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                d_m2 = 30;
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                if (m_m2 == 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                    d_m2 = (y_m2 % 4 == 0 && y_m2 % 100 != 0) || y_m2 % 400 == 0 ? 29 : 28;
                }
            }
            days_v2.z = (unsigned char)d_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int y_m3 = year_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int m_m3 = month_v1.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            int d_m3 = 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
            if (m_m3 == 4 || m_m3 == 6 || m_m3 == 9 || m_m3 == 11) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                d_m3 = 30;
            } else {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                if (m_m3 == 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/days_in_month_i32.cu"
                    d_m3 = (y_m3 % 4 == 0 && y_m3 % 100 != 0) || y_m3 % 400 == 0 ? 29 : 28;
                }
            }
            days_v2.w = (unsigned char)d_m3;
            *(uchar4*)(&days[i_m3] - 3) = days_v2;
        }
    }
}
