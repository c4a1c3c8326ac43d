extern "C" __global__ void unix_weekday_hour_cf8x(const int* t, unsigned char* dow, unsigned char* hour, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_0 = t[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_0 = s_0 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_0 = s_0 - days_0 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_0] = (unsigned char)((days_0 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_0] = (unsigned char)(sec_0 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_1 = t[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_1 = s_1 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_1 = s_1 - days_1 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_1] = (unsigned char)((days_1 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_1] = (unsigned char)(sec_1 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_2 = t[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_2 = s_2 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_2 = s_2 - days_2 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_2] = (unsigned char)((days_2 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_2] = (unsigned char)(sec_2 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_3 = t[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_3 = s_3 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_3 = s_3 - days_3 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_3] = (unsigned char)((days_3 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_3] = (unsigned char)(sec_3 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_4 = t[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_4 = s_4 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_4 = s_4 - days_4 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_4] = (unsigned char)((days_4 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_4] = (unsigned char)(sec_4 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_5 = t[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_5 = s_5 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_5 = s_5 - days_5 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_5] = (unsigned char)((days_5 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_5] = (unsigned char)(sec_5 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_6 = t[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_6 = s_6 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_6 = s_6 - days_6 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_6] = (unsigned char)((days_6 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_6] = (unsigned char)(sec_6 / 3600);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int s_7 = t[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int days_7 = s_7 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        int sec_7 = s_7 - days_7 * 86400;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        dow[i_7] = (unsigned char)((days_7 + 4) % 7);
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cu"
        hour[i_7] = (unsigned char)(sec_7 / 3600);
    }
}
