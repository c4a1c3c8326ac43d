__global__ void t1(cudaTextureObject_t t, const float *xs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex1D<float>(t, xs[i]);
}

__global__ void t2(cudaTextureObject_t t, const float *xs, const float *ys, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex2D<float>(t, xs[i], ys[i]);
}

__global__ void t2v(cudaTextureObject_t t, const float *xs, const float *ys, float2 *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex2D<float2>(t, xs[i], ys[i]);
}

__global__ void t2q(cudaTextureObject_t t, const float *xs, const float *ys, float4 *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex2D<float4>(t, xs[i], ys[i]);
}

__global__ void t3(cudaTextureObject_t t, const float *xs, const float *ys, const float *zs, float *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex3D<float>(t, xs[i], ys[i], zs[i]);
}

__global__ void t3q(cudaTextureObject_t t, const float *xs, const float *ys, const float *zs, float4 *out, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    out[i] = tex3D<float4>(t, xs[i], ys[i], zs[i]);
}

__global__ void cvt(const float *fs, const double *ds, long long *o, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    float x = fs[i]; double y = ds[i];
    long long *r = o + 18 * i;
    r[0] = (int)x; r[1] = (unsigned)x; r[2] = (long long)x;
    r[3] = (long long)(unsigned long long)x; r[4] = (short)x;
    r[5] = (unsigned short)x; r[6] = (signed char)x; r[7] = (unsigned char)x;
    r[8] = (bool)x;
    r[9] = (int)y; r[10] = (unsigned)y; r[11] = (long long)y;
    r[12] = (long long)(unsigned long long)y; r[13] = (short)y;
    r[14] = (unsigned short)y; r[15] = (signed char)y; r[16] = (unsigned char)y;
    r[17] = (bool)y;
}
