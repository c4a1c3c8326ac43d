__global__ void big(float* x) { __shared__ float s[65536]; s[threadIdx.x] = 1; x[threadIdx.x] = s[threadIdx.x]; }
