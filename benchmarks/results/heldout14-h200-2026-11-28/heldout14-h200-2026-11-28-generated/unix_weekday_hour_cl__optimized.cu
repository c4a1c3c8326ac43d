extern "C" __global__ void unix_weekday_hour_opt(const int* t, unsigned char* dow, unsigned char* hour, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    int4 t_v0;
    uchar4 dow_v1;
    uchar4 hour_v2;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        if (ucond) {
            t_v0 = *(const int4*)&t[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int s_m0 = t_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int days_m0 = s_m0 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int sec_m0 = s_m0 - days_m0 * 86400;
            dow_v1.x = (unsigned char)((days_m0 + 4) % 7);
            hour_v2.x = (unsigned char)(sec_m0 / 3600);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int s_m1 = t_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int days_m1 = s_m1 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int sec_m1 = s_m1 - days_m1 * 86400;
            dow_v1.y = (unsigned char)((days_m1 + 4) % 7);
            hour_v2.y = (unsigned char)(sec_m1 / 3600);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int s_m2 = t_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int days_m2 = s_m2 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int sec_m2 = s_m2 - days_m2 * 86400;
            dow_v1.z = (unsigned char)((days_m2 + 4) % 7);
            hour_v2.z = (unsigned char)(sec_m2 / 3600);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int s_m3 = t_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int days_m3 = s_m3 / 86400;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/unix_weekday_hour.cl"
            int sec_m3 = s_m3 - days_m3 * 86400;
            dow_v1.w = (unsigned char)((days_m3 + 4) % 7);
            *(uchar4*)(&dow[i_m3] - 3) = dow_v1;
            hour_v2.w = (unsigned char)(sec_m3 / 3600);
            *(uchar4*)(&hour[i_m3] - 3) = hour_v2;
        }
    }
}
