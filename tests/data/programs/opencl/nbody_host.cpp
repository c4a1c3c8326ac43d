// nbody_host.cpp: host side of nbody.cl (OpenCL 1.2 C API, C++ host).
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

static std::string load(const char *path) {
  std::ifstream f(path);
  std::stringstream ss;
  ss << f.rdbuf();
  return ss.str();
}

int main() {
  const int n = 4096, local = 64;
  cl_platform_id platform;
  cl_device_id device;
  clGetPlatformIDs(1, &platform, nullptr);
  clGetDeviceIDs(platform, CL_DEVICE_TYPE_DEFAULT, 1, &device, nullptr);
  cl_context ctx = clCreateContext(nullptr, 1, &device, nullptr, nullptr, nullptr);
  cl_command_queue q = clCreateCommandQueue(ctx, device, 0, nullptr);
  std::string src = load("nbody.cl");
  const char *s = src.c_str();
  cl_program prog = clCreateProgramWithSource(ctx, 1, &s, nullptr, nullptr);
  std::string opts = "-DLOCAL_SIZE=" + std::to_string(local) + " -DSOFTENING=0.001 -I.";
  clBuildProgram(prog, 1, &device, opts.c_str(), nullptr, nullptr);
  cl_kernel k = clCreateKernel(prog, "integrate", nullptr);
  size_t global_size = n, local_size = local;
  clEnqueueNDRangeKernel(q, k, 1, nullptr, &global_size, &local_size, 0, nullptr, nullptr);
  clFinish(q);
  std::printf("done\n");
  return 0;
}
